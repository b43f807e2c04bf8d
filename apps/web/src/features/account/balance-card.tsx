import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { UserInfo } from '@saham/contract/user';
import { decimalSign } from '@saham/domain/format-money';
import { sortByCurrency } from '@saham/domain/currency-order';
import { useFormatters } from '../../shared/format/use-formatters.ts';
import { ROUTES } from '../../shared/navigation/routes.ts';
import { Icon } from '../../shared/ui/icons.tsx';

/** What "hide amounts" shows instead of every amount on the screen. */
const HIDDEN = '****';

function toneOf(amount: string): string {
  try {
    const sign = decimalSign(amount);
    return sign > 0 ? 'up' : sign < 0 ? 'down' : '';
  } catch {
    return '';
  }
}

/**
 * Total assets and the balance buckets of user/getUserinfo, in the reporting currency (MYR). The
 * screen holds `isHidden`, so hiding amounts hides the per-currency list below as well.
 */
export function BalanceCard({
  balances,
  isHidden,
  onToggleHidden,
}: {
  balances: UserInfo['balances'];
  isHidden: boolean;
  onToggleHidden: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { money } = useFormatters();
  const show = (amount: string, signed = false) =>
    isHidden
      ? HIDDEN
      : money(amount, { currency: balances.currency, signDisplay: signed ? 'always' : 'auto' });

  const items = [
    { key: 'available', label: t('me.available'), amount: balances.available, signed: false },
    { key: 'frozen', label: t('me.frozen'), amount: balances.frozen, signed: false },
    {
      key: 'position-value',
      label: t('me.positionValue'),
      amount: balances.positionMarketValue,
      signed: false,
    },
    { key: 'profit', label: t('me.profit'), amount: balances.profit, signed: true },
    { key: 'historical-pnl', label: t('me.historicalPnl'), amount: balances.historicalPnl, signed: true },
  ];

  return (
    <section className="card balance-card" data-testid="balance-card">
      <div className="balance-head">
        <span className="muted">
          {t('me.totalAssets')} ({balances.currency})
        </span>
        <button
          type="button"
          className="icon-button balance-eye"
          onClick={onToggleHidden}
          aria-label={isHidden ? t('me.showAmounts') : t('me.hideAmounts')}
          data-testid="balance-toggle"
        >
          <Icon name={isHidden ? 'eyeOff' : 'eye'} size={18} />
        </button>
      </div>
      <p className="balance-total" data-testid="balance-total">
        {show(balances.totalAssets)}
      </p>
      <dl className="balance-grid">
        {items.map((item) => (
          <div key={item.key} className="balance-item">
            <dt>{item.label}</dt>
            <dd
              className={item.signed && !isHidden ? toneOf(item.amount) : ''}
              data-testid={`balance-${item.key}`}
            >
              {show(item.amount, item.signed)}
            </dd>
          </div>
        ))}
      </dl>
      <div className="balance-actions">
        <button
          type="button"
          className="balance-action primary"
          onClick={() => void navigate(ROUTES.deposit)}
          data-testid="me-deposit"
        >
          <Icon name="deposit" size={18} />
          {t('me.deposit')}
        </button>
        <button
          type="button"
          className="balance-action"
          onClick={() => void navigate(ROUTES.withdraw)}
          data-testid="me-withdraw"
        >
          <Icon name="withdraw" size={18} />
          {t('me.withdraw')}
        </button>
        <button
          type="button"
          className="balance-action"
          onClick={() => void navigate(ROUTES.exchange)}
          data-testid="me-exchange"
        >
          <Icon name="refresh" size={18} />
          {t('me.exchange')}
        </button>
      </div>
    </section>
  );
}

/** Available and frozen amounts per currency, each with its own decimals (none for JPY, KRW, VND). */
export function CurrencyBalances({
  balances,
  isHidden,
}: {
  balances: UserInfo['balances'];
  isHidden: boolean;
}) {
  const { t } = useTranslation();
  const { moneyIn } = useFormatters();
  return (
    <section className="card" data-testid="currency-balances">
      <h2 className="card-title">{t('me.currencyBalances')}</h2>
      {balances.byCurrency.length === 0 ? (
        <p className="muted">{t('common.noData')}</p>
      ) : (
        <table className="currency-table">
          <thead>
            <tr>
              <th>{t('me.currency')}</th>
              <th>{t('me.available')}</th>
              <th>{t('me.frozen')}</th>
            </tr>
          </thead>
          <tbody>
            {sortByCurrency(balances.byCurrency, (row) => row.currency).map((row) => (
              <tr key={row.currency} data-testid={`balance-currency-${row.currency}`}>
                <td>
                  <span className="currency-code">{row.currency}</span>
                </td>
                <td>{isHidden ? HIDDEN : moneyIn(row.available, row.currency)}</td>
                <td className="muted">{isHidden ? HIDDEN : moneyIn(row.frozen, row.currency)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
