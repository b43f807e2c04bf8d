// The new member's setup checklist (issue 16 §1): verify identity → set fund password → add a bank
// card → first deposit, each row ticked from user/setupProgress and leading to the screen that does
// it. Shown on Home and My account until every step is done, and on the landing after login.
// Kept-alive screens stay mounted, so the list asks again whenever its screen is shown.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import type { SetupProgress } from '@saham/contract/user';
import { setupProgressQuery, useSetupProgress } from '../api/setup-progress.ts';
import { ROUTES } from '../navigation/routes.ts';
import { Icon, type IconName } from './icons.tsx';
import './setup-checklist.css';

type StepState = 'done' | 'waiting' | 'todo' | 'failed';

interface Step {
  key: 'identity' | 'fundPassword' | 'bankCard' | 'firstDeposit';
  icon: IconName;
  state: StepState;
  status: string;
  to: string;
}

/** An answer this young when the checklist first shows is the one its screen opened with: not asked again. */
const JUST_ANSWERED_MS = 3_000;

const TAG_OF: Record<StepState, string> = {
  done: 'tag tag-success',
  waiting: 'tag tag-neutral',
  todo: 'tag tag-warning',
  failed: 'tag tag-danger',
};

export function setupSteps(progress: SetupProgress, t: (key: string) => string): Step[] {
  const identityState: StepState =
    progress.realNameStatus === 'verified'
      ? 'done'
      : progress.realNameStatus === 'pending'
        ? 'waiting'
        : progress.realNameStatus === 'rejected'
          ? 'failed'
          : 'todo';
  const flag = (isDone: boolean): Pick<Step, 'state' | 'status'> =>
    isDone ? { state: 'done', status: t('setup.done') } : { state: 'todo', status: t('setup.todo') };
  return [
    {
      key: 'identity',
      icon: 'shield',
      state: identityState,
      status: t(`realName.${progress.realNameStatus}`),
      to: ROUTES.realName,
    },
    { key: 'fundPassword', icon: 'key', ...flag(progress.hasFundPassword), to: ROUTES.fundPassword },
    {
      key: 'bankCard',
      icon: 'wallet',
      ...flag(progress.hasBankCard),
      to: progress.hasBankCard ? ROUTES.bankList : ROUTES.addBankCard,
    },
    {
      key: 'firstDeposit',
      icon: 'deposit',
      ...(progress.firstDeposit === 'pending'
        ? { state: 'waiting' as const, status: t('setup.underReview') }
        : flag(progress.firstDeposit === 'done')),
      to: ROUTES.deposit,
    },
  ];
}

/**
 * `shownAt`: the path of the screen showing the list (it refreshes when that screen is shown again);
 * `keepWhenComplete`: still show the ticked list (with a "ready" line) once every step is done.
 */
export function SetupChecklist({
  shownAt,
  keepWhenComplete = false,
}: {
  shownAt: string;
  keepWhenComplete?: boolean;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const query = useSetupProgress();
  const { refetch } = query;
  const queryClient = useQueryClient();
  const isShown = pathname === shownAt;
  const wasMounted = useRef(false);
  useEffect(() => {
    const isFirstShow = !wasMounted.current;
    wasMounted.current = true;
    if (!isShown) return;
    // Shown again (home is kept alive): a step done elsewhere or a staff decision shows. On its first
    // show, not when the answer is the one the screen has just opened with (prefetched with its chunk).
    const answeredAt = queryClient.getQueryState(setupProgressQuery.queryKey)?.dataUpdatedAt ?? 0;
    if (isFirstShow && Date.now() - answeredAt <= JUST_ANSWERED_MS) return;
    // Joins the call a stale answer starts by itself when the kept-alive page is shown again.
    void refetch({ cancelRefetch: false });
  }, [isShown, refetch, queryClient]);

  const progress = query.data;
  if (!progress || (progress.isComplete && !keepWhenComplete)) return null;
  const steps = setupSteps(progress, t);
  const doneCount = steps.filter((step) => step.state === 'done').length;
  return (
    <section className="card setup-checklist" data-testid="setup-checklist">
      <div className="card-header">
        <h2 className="card-title">{t('setup.title')}</h2>
        <span className="setup-count" data-testid="setup-count">
          {t('setup.count', { done: doneCount, total: steps.length })}
        </span>
      </div>
      <div
        className="setup-bar"
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={steps.length}
        aria-valuenow={doneCount}
        aria-label={t('setup.title')}
      >
        <span style={{ width: `${(doneCount / steps.length) * 100}%` }} />
      </div>
      {progress.isComplete && <p className="setup-ready">{t('setup.ready')}</p>}
      <ol className="setup-steps">
        {steps.map((step, index) => (
          <li key={step.key}>
            <button
              type="button"
              className={`setup-step setup-step-${step.state}`}
              onClick={() => void navigate(step.to)}
              data-testid={`setup-step-${step.key}`}
              data-state={step.state}
            >
              <span className="setup-step-mark" aria-hidden="true">
                {step.state === 'done' ? <Icon name="check" size={16} strokeWidth={2.6} /> : index + 1}
              </span>
              <span className="setup-step-label">{t(`setup.${step.key}`)}</span>
              <span className={TAG_OF[step.state]}>{step.status}</span>
              <Icon name="chevron" size={16} className="menu-chevron" />
            </button>
          </li>
        ))}
      </ol>
    </section>
  );
}
