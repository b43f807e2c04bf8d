// `/` — the splash: shows its loading steps (configuration, session, language), then sends the member
// home when a session is stored, to the welcome slides on a first visit, or to the login screen.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isApiError } from '../../shared/api/api-error.ts';
import { fetchNotices } from '../../shared/api/notice.ts';
import { useSiteConfig } from '../../shared/config/site-config.ts';
import { ROUTES } from '../../shared/navigation/routes.ts';
import { readItem, STORAGE_KEYS } from '../../shared/storage/local-store.ts';
import { readSession, removeSession } from '../../shared/storage/session.ts';
import { BrandMark } from '../../shared/ui/brand-mark.tsx';
import { Icon } from '../../shared/ui/icons.tsx';
import './start.css';

type StepState = 'waiting' | 'running' | 'done';
type SessionOutcome = 'valid' | 'none' | 'expired';

const STEP_PAUSE_MS = 280;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Asks the server whether the stored session still holds (user/notice accepts members and visitors). */
async function checkStoredSession(): Promise<SessionOutcome> {
  if (!readSession()) return 'none';
  try {
    await fetchNotices(1);
    return 'valid';
  } catch (error) {
    if (isApiError(error) && error.kind === 'unauthorized') return 'expired';
    // Offline or busy: keep the session; the next screen will say what is wrong.
    return 'valid';
  }
}

function destinationFor(outcome: SessionOutcome): string {
  switch (outcome) {
    case 'valid':
      return ROUTES.home;
    case 'expired':
      return ROUTES.reLogin;
    case 'none':
      return readItem(STORAGE_KEYS.hasSeenIntro) === 'true' ? ROUTES.login : ROUTES.welcome;
  }
}

export function StartScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { title, logo } = useSiteConfig();
  const [steps, setSteps] = useState<[StepState, StepState, StepState]>(['done', 'running', 'waiting']);

  useEffect(() => {
    let isCancelled = false;
    const run = async () => {
      const [outcome] = await Promise.all([checkStoredSession(), pause(STEP_PAUSE_MS)]);
      if (isCancelled) return;
      if (outcome === 'expired') removeSession();
      setSteps(['done', 'done', 'running']);
      await pause(STEP_PAUSE_MS);
      if (isCancelled) return;
      setSteps(['done', 'done', 'done']);
      await pause(STEP_PAUSE_MS);
      if (!isCancelled) void navigate(destinationFor(outcome), { replace: true });
    };
    void run();
    return () => {
      isCancelled = true;
    };
  }, [navigate]);

  const labels = [t('start.stepConfig'), t('start.stepSession'), t('start.stepReady')];
  return (
    <div className="start-screen" data-testid="start-screen">
      <div className="start-brand">
        <BrandMark size={84} src={logo || undefined} />
        <h1 className="start-title">{title || t('app.name')}</h1>
        <p className="start-tagline">{t('app.tagline')}</p>
      </div>
      <ol className="start-steps" aria-live="polite">
        {labels.map((label, index) => (
          <li key={label} className={`start-step ${steps[index]}`} data-testid={`start-step-${index + 1}`}>
            <span className="start-step-mark">
              {steps[index] === 'done' ? <Icon name="check" size={14} strokeWidth={3} /> : null}
            </span>
            {label}
          </li>
        ))}
      </ol>
    </div>
  );
}
