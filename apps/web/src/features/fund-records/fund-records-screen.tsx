// /information/fundRecord — the member's fund records (spec §3): every movement of their money from
// the ledger, newest first; chips filter by transaction type, a select by currency; ten a page with
// "load more". Each record shows its type, time and the signed amount per currency and bucket.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CURRENCIES, type Currency } from '@saham/domain/currencies';
import { currenciesForDisplay } from '@saham/domain/currency-order';
import { decimalSign } from '@saham/domain/format-money';
import type { FundRecord } from '@saham/contract/fund-records';
import { LEDGER_ENTRY_TYPES, type LedgerEntryType } from '@saham/contract/ledger';
import { useFormatters } from '../../shared/format/use-formatters.ts';
import { EmptyState } from '../../shared/ui/empty-state.tsx';
import { LoadingBlock } from '../../shared/ui/loading-block.tsx';
import { Page } from '../../shared/ui/page.tsx';
import { QueryError } from '../../shared/ui/query-error.tsx';
import { useFundRecords, type FundRecordFilter } from './api/fund-records.ts';
import './fund-records.css';
import { LoadMore } from '../../shared/ui/load-more.tsx';

function signOf(amount: string): -1 | 0 | 1 {
  try {
    return decimalSign(amount);
  } catch {
    return 0;
  }
}

function RecordItem({ record }: { record: FundRecord }) {
  const { t } = useTranslation();
  const { money, date } = useFormatters();
  return (
    <li className="fund-record" data-testid="fund-record" data-type={record.type}>
      <div className="fund-record-head">
        <span className="fund-record-type">{t(`fundRecords.types.${record.type}`)}</span>
        <span className="muted small">{date(record.createdAt)}</span>
      </div>
      {record.lines.map((line, index) => {
        const sign = signOf(line.amount);
        return (
          <div className="fund-record-line" key={index}>
            <span className="muted small">
              {line.currency}
              {line.bucket === 'available' ? '' : ` · ${t(`fundRecords.buckets.${line.bucket}`)}`}
            </span>
            <span className={sign > 0 ? 'up' : sign < 0 ? 'down' : ''} data-testid="fund-record-amount">
              {money(line.amount, { currency: line.currency, signDisplay: 'always' })}
            </span>
          </div>
        );
      })}
    </li>
  );
}

function RecordList({ filter }: { filter: FundRecordFilter }) {
  const { t } = useTranslation();
  const query = useFundRecords(filter, true);
  const records = query.data?.pages.flatMap((page) => page.items) ?? [];
  if (query.isPending) return <LoadingBlock compact />;
  if (query.isError) return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  if (records.length === 0) {
    return <EmptyState icon="inbox" title={t('fundRecords.empty')} testId="fund-records-empty" />;
  }
  return (
    <>
      <ul className="fund-records card" data-testid="fund-records">
        {records.map((record) => (
          <RecordItem key={record.id} record={record} />
        ))}
      </ul>
      <LoadMore query={query} testId="fund-records-load-more" endTestId="fund-records-end" />
    </>
  );
}

function isCurrencyOption(value: string): value is Currency {
  return CURRENCIES.some((currency) => currency === value);
}

export function FundRecordsScreen() {
  const { t } = useTranslation();
  const [type, setType] = useState<LedgerEntryType | null>(null);
  const [currency, setCurrency] = useState<Currency | null>(null);
  const chips: (LedgerEntryType | null)[] = [null, ...LEDGER_ENTRY_TYPES];

  return (
    <Page refreshable title={t('screens.fundRecord')} testId="fund-records-screen">
      <div className="stack">
        <div className="fund-record-chips" role="tablist" data-testid="fund-records-types">
          {chips.map((chip) => (
            <button
              key={chip ?? 'all'}
              type="button"
              role="tab"
              aria-selected={chip === type}
              className={chip === type ? 'fund-record-chip active' : 'fund-record-chip'}
              onClick={() => setType(chip)}
              data-testid={`fund-records-type-${chip ?? 'all'}`}
            >
              {chip === null ? t('fundRecords.all') : t(`fundRecords.types.${chip}`)}
            </button>
          ))}
        </div>
        <label className="fund-record-currency">
          <span className="muted small">{t('fundRecords.currency')}</span>
          <select
            value={currency ?? ''}
            onChange={(event) =>
              setCurrency(isCurrencyOption(event.target.value) ? event.target.value : null)
            }
            data-testid="fund-records-currency"
          >
            <option value="">{t('fundRecords.allCurrencies')}</option>
            {currenciesForDisplay().map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
        </label>
        <RecordList filter={{ type, currency }} />
      </div>
    </Page>
  );
}
