// The route-level guard of the screens only a member may use (bulletproof-react's ProtectedRoute):
// a member sees the screen; a visitor (guest session) or someone signed out sees the screen's frame —
// its title, test id and whatever it shows everyone — holding the log-in panel. The router declares
// it, so a screen never checks the session itself.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession, type StoredSession } from '../shared/storage/session.ts';
import { LoginRequired } from '../shared/ui/login-required.tsx';
import { Page } from '../shared/ui/page.tsx';

/** What the screen's frame shows to someone who is not a member. */
export interface VisitorFrame {
  /** The i18n key of the screen's title. */
  titleKey: string;
  /** The screen's own test id, so a visitor lands on the same screen. */
  testId: string;
  /** False on tab roots. */
  canGoBack?: boolean;
  /** The header's right-hand side, where the screen shows it to everyone. */
  right?: ReactNode;
  /** Shown above the log-in panel, where the screen shows it to everyone. */
  lead?: ReactNode;
}

/** Whether the screen opens: to members only, or (`allowVisitors`) to any session, a visitor's too. */
export function mayOpen(session: StoredSession | null, allowVisitors = false): boolean {
  return session !== null && (allowVisitors || !session.isGuest);
}

interface MembersOnlyProps {
  frame: VisitorFrame;
  /** The screen also opens for a visitor's session (the notices); only the signed-out are turned away. */
  allowVisitors?: boolean;
  children: ReactNode;
}

export function MembersOnly({ frame, allowVisitors = false, children }: MembersOnlyProps) {
  const { t } = useTranslation();
  const session = useSession();
  if (mayOpen(session, allowVisitors)) return children;
  return (
    <Page title={t(frame.titleKey)} canGoBack={frame.canGoBack} right={frame.right} testId={frame.testId}>
      {frame.lead}
      <LoginRequired />
    </Page>
  );
}
