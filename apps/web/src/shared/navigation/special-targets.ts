// The special navigation targets of spec §2: `exit` (forget the session, then the login screen after
// 1 s) and `kefu` (open customer service).
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useSiteConfig } from '../config/site-config.ts';
import { removeSession } from '../storage/session.ts';
import { ROUTES } from './routes.ts';

export const EXIT_REDIRECT_MS = 1000;

export function useExit(): () => void {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(() => {
    removeSession();
    queryClient.clear();
    setTimeout(() => void navigate(ROUTES.login, { replace: true }), EXIT_REDIRECT_MS);
  }, [navigate, queryClient]);
}

/** Opens the customer-service link of the site configuration, or its screen when none is set. */
export function useOpenKefu(): () => void {
  const { kefuUrl } = useSiteConfig();
  const navigate = useNavigate();
  return useCallback(() => {
    if (kefuUrl) window.open(kefuUrl, '_blank', 'noopener,noreferrer');
    else void navigate(ROUTES.kefu);
  }, [kefuUrl, navigate]);
}
