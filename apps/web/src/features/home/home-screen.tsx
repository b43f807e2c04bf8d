// /home/index — the home page (kept alive): top menu, a new member's setup checklist until it is done,
// the quick-entry grid, latest notices, then the
// market block (index cards, market overview, hot stocks) and the news, both handed in by the router.
import { useDeferredValue, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSetupProgress } from '../../shared/api/setup-progress.ts';
import { useMarketsClaim } from '../../shared/config/markets-claim.ts';
import { useSiteConfig } from '../../shared/config/site-config.ts';
import { ROUTES } from '../../shared/navigation/routes.ts';
import { useSession } from '../../shared/storage/session.ts';
import { Icon } from '../../shared/ui/icons.tsx';
import { FIRST_VIEW } from '../../shared/ui/use-after-paint.ts';
import { SetupChecklist } from '../../shared/ui/setup-checklist.tsx';
import { TopMenu } from '../../shared/ui/top-menu.tsx';
import { PullRefresh } from '../../shared/ui/pull-refresh.tsx';
import { NoticeBoard } from './notice-board.tsx';
import { QuickEntries } from './quick-entries.tsx';
import './home.css';

/** `markets` and `news`: blocks handed in by the router (a feature never imports another feature). */
export function HomeScreen({ markets, news }: { markets?: ReactNode; news?: ReactNode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const { title } = useSiteConfig();
  const { claim, marketsLine } = useMarketsClaim();
  const isMember = session !== null && !session.isGuest;
  // A member's body waits for the checklist's answer (prefetched with this screen's chunk, see
  // app/router.tsx): drawn before it, the quick entries and notices would jump down by the
  // checklist's height when it arrived (Lighthouse's layout shift, issue 16).
  // Deferred: the whole body then renders in interruptible slices, as the first render does
  // (main.tsx), rather than in one long task when the answer arrives.
  const setupStatus = useSetupProgress().status;
  const isBodyReady = useDeferredValue(!isMember || setupStatus !== 'pending');
  const greeting = !session
    ? t('home.greetingSignedOut')
    : session.isGuest
      ? t('home.greetingVisitor')
      : t('home.greetingMember');
  return (
    <div className="home-screen" data-testid="home-screen">
      <PullRefresh>
        <header className="home-header">
          <TopMenu />
          <div className="home-hero">
            <p className="home-greeting">{greeting}</p>
            <h1 className="home-title" elementtiming={FIRST_VIEW}>
              {t('home.heroTitle', { name: title || t('app.name') })}
            </h1>
            <p className="home-subtitle" data-testid="home-claim">
              {claim}
              {marketsLine && <span className="home-markets">{marketsLine}</span>}
            </p>
            {(!session || session.isGuest) && (
              <button
                type="button"
                className="home-cta"
                onClick={() => void navigate(ROUTES.register)}
                data-testid="home-cta-register"
              >
                {t('logon.openAccount')}
                <Icon name="chevron" size={16} strokeWidth={2.2} />
              </button>
            )}
          </div>
        </header>
        {isBodyReady && (
          <div className="home-body">
            {isMember && <SetupChecklist shownAt={ROUTES.home} />}
            <QuickEntries />
            <NoticeBoard />
            {markets}
            {news}
          </div>
        )}
      </PullRefresh>
    </div>
  );
}
