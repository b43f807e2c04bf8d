import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ROUTES, type RoutePath } from '../../shared/navigation/routes.ts';
import { Icon, type IconName } from '../../shared/ui/icons.tsx';

interface QuickEntry {
  key: string;
  icon: IconName;
  tone: string;
  to: RoutePath;
  /** The query the entry opens its screen with (treasury shares open the new-share list on their tab). */
  search?: string;
}

const ENTRIES: readonly QuickEntry[] = [
  { key: 'stock', icon: 'stock', tone: 'blue', to: ROUTES.market },
  { key: 'ipo', icon: 'rocket', tone: 'purple', to: ROUTES.newStock },
  { key: 'treasury', icon: 'handshake', tone: 'teal', to: ROUTES.newStock, search: '?type=treasury' },
  { key: 'blockDeal', icon: 'layers', tone: 'teal', to: ROUTES.blockTrade },
  { key: 'quant', icon: 'cpu', tone: 'orange', to: ROUTES.quantList },
  { key: 'dayTrading', icon: 'zap', tone: 'red', to: ROUTES.dayTrading },
  { key: 'loan', icon: 'coins', tone: 'green', to: ROUTES.loan },
  { key: 'signIn', icon: 'calendar', tone: 'purple', to: ROUTES.signIn },
  { key: 'kefu', icon: 'headset', tone: 'blue', to: ROUTES.kefu },
];

/** The quick-entry grid; entries of later releases open their "coming soon" page. */
export function QuickEntries() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <nav className="card quick-entries" aria-label={t('home.quickEntries')}>
      {ENTRIES.map((entry) => (
        <button
          key={entry.key}
          type="button"
          className="quick-entry"
          onClick={() => void navigate({ pathname: entry.to, search: entry.search ?? '' })}
          data-testid={`quick-${entry.key}`}
        >
          <span className={`quick-entry-icon tone-${entry.tone}`}>
            <Icon name={entry.icon} size={22} />
          </span>
          <span className="quick-entry-label">{t(`home.entries.${entry.key}`)}</span>
        </button>
      ))}
    </nav>
  );
}
