// /home/newStock — new-share offerings by type (IPO, placement, rights issue, treasury shares), in
// Malaysia or other markets, open first; the type and market live in the address (the home entry
// "treasury-share purchase" opens ?type=treasury). Japanese book-building has its own list.
// /home/newStockJp — the book-building offerings.
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { ROUTES } from '../../shared/navigation/routes.ts';
import { Page } from '../../shared/ui/page.tsx';
import { OfferingList } from './offering-list.tsx';
import './new-stock.css';

const TYPE_TABS = ['ipo', 'placement', 'rights', 'treasury'] as const;
type TypeTab = (typeof TYPE_TABS)[number];
const REGIONS = ['all', 'MY', 'other'] as const;
type Region = (typeof REGIONS)[number];

function typeOf(value: string | null): TypeTab {
  return TYPE_TABS.find((tab) => tab === value) ?? 'ipo';
}

function regionOf(value: string | null): Region {
  return REGIONS.find((region) => region === value) ?? 'all';
}

function Chips<T extends string>({
  options,
  value,
  labelOf,
  onChange,
  testIdPrefix,
}: {
  options: readonly T[];
  value: T;
  labelOf: (option: T) => string;
  onChange: (option: T) => void;
  testIdPrefix: string;
}) {
  return (
    <div className="ns-chips" role="tablist">
      {options.map((option) => (
        <button
          key={option}
          type="button"
          role="tab"
          aria-selected={option === value}
          className={option === value ? 'ns-chip active' : 'ns-chip'}
          onClick={() => onChange(option)}
          data-testid={`${testIdPrefix}-${option}`}
        >
          {labelOf(option)}
        </button>
      ))}
    </div>
  );
}

/** To the member's applications (Positions › Subscription): in the body, as a long title and this
 * link do not both fit the title bar in Malay with the Large font. */
function MyApplicationsLink() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <button
      type="button"
      className="link-button"
      onClick={() => void navigate({ pathname: ROUTES.positions, search: '?tab=subscription' })}
      data-testid="new-stock-my-applications"
    >
      {t('newStock.myApplications')}
    </button>
  );
}

export function NewStockListScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const type = typeOf(params.get('type'));
  const region = regionOf(params.get('region'));
  const choose = (next: { type: TypeTab; region: Region }) =>
    setParams({ type: next.type, region: next.region }, { replace: true });
  return (
    <Page refreshable title={t('screens.newStock')} testId="new-stock-screen">
      <div className="stack">
        <Chips
          options={TYPE_TABS}
          value={type}
          labelOf={(option) => t(`newStock.types.${option}`)}
          onChange={(option) => choose({ type: option, region })}
          testIdPrefix="new-stock-type"
        />
        <Chips
          options={REGIONS}
          value={region}
          labelOf={(option) => t(`newStock.regions.${option}`)}
          onChange={(option) => choose({ type, region: option })}
          testIdPrefix="new-stock-region"
        />
        <div className="ns-links">
          <p className="muted small ns-intro">{t('newStock.intro')}</p>
          <button
            type="button"
            className="link-button"
            onClick={() => void navigate(ROUTES.newStockJp)}
            data-testid="new-stock-jp-link"
          >
            {t('newStock.jpLink')}
          </button>
          <MyApplicationsLink />
        </div>
        <OfferingList
          key={`${type}-${region}`}
          filter={{ type, ...(region === 'MY' ? { market: 'MY' } : {}) }}
          keep={(offering) => region !== 'other' || offering.market !== 'MY'}
        />
      </div>
    </Page>
  );
}

export function NewStockJpScreen() {
  const { t } = useTranslation();
  return (
    <Page refreshable title={t('screens.newStockJp')} testId="new-stock-jp-screen">
      <div className="stack">
        <div className="ns-links">
          <p className="muted small ns-intro">{t('newStock.jpIntro')}</p>
          <MyApplicationsLink />
        </div>
        <OfferingList filter={{ type: 'jp_bookbuilding' }} />
      </div>
    </Page>
  );
}
