// /login/logon — the choice after the welcome: log in, open an account, or look around as a visitor.
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LANGUAGES } from '@saham/domain/languages';
import { useMarketsClaim } from '../../shared/config/markets-claim.ts';
import { ROUTES } from '../../shared/navigation/routes.ts';
import { AuthHero } from './auth-hero.tsx';
import './auth.css';

/** Currencies a member holds (the ledger's nine). */
const CURRENCY_COUNT = 9;

/** A decorative rising chart for the logon hero. */
function MarketArt() {
  return (
    <svg className="logon-art" viewBox="0 0 320 140" aria-hidden="true">
      <defs>
        <linearGradient id="logon-area" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#34d399" stopOpacity="0.45" />
          <stop offset="1" stopColor="#34d399" stopOpacity="0" />
        </linearGradient>
      </defs>
      {[40, 80, 120].map((y) => (
        <line key={y} x1="0" x2="320" y1={y} y2={y} stroke="rgba(255,255,255,0.12)" strokeDasharray="4 6" />
      ))}
      <path
        d="M0 118 L40 104 L80 110 L120 84 L160 90 L200 60 L240 66 L280 34 L320 22 L320 140 L0 140 Z"
        fill="url(#logon-area)"
      />
      <path
        d="M0 118 L40 104 L80 110 L120 84 L160 90 L200 60 L240 66 L280 34 L320 22"
        fill="none"
        stroke="#34d399"
        strokeWidth="3"
        strokeLinejoin="round"
        strokeLinecap="round"
      />
      <circle cx="320" cy="22" r="5" fill="#fff" />
    </svg>
  );
}

export function LogonScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { claim, markets, marketsLine } = useMarketsClaim();
  // The product's facts: the markets this server really has (issue 16 §6), currencies and languages.
  const figures = [
    { value: String(markets.length), label: 'about.markets' },
    { value: String(CURRENCY_COUNT), label: 'logon.currencies' },
    { value: String(LANGUAGES.length), label: 'about.languages' },
  ] as const;
  return (
    <div className="logon-screen" data-testid="logon-screen">
      <AuthHero title={t('logon.title')} subtitle={t('logon.subtitle')}>
        <MarketArt />
        <dl className="logon-stats">
          {figures.map((figure) => (
            <div key={figure.label} className="logon-stat">
              <dt>{t(figure.label)}</dt>
              <dd>{figure.value}</dd>
            </div>
          ))}
        </dl>
        <p className="logon-claim" data-testid="logon-claim">
          <strong>{claim}</strong>
          {marketsLine && <span>{marketsLine}</span>}
        </p>
      </AuthHero>
      <div className="logon-actions">
        <Button
          color="primary"
          size="large"
          block
          onClick={() => void navigate(ROUTES.login)}
          data-testid="logon-login"
        >
          {t('auth.login')}
        </Button>
        <Button
          size="large"
          block
          onClick={() => void navigate(ROUTES.register)}
          data-testid="logon-register"
        >
          {t('logon.openAccount')}
        </Button>
        <Button
          fill="none"
          size="middle"
          block
          onClick={() => void navigate(`${ROUTES.login}?tab=visitor`)}
          data-testid="logon-visitor"
        >
          {t('logon.browseAsVisitor')}
        </Button>
      </div>
    </div>
  );
}
