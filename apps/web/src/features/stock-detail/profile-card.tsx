// Company profile and fundamentals of a stock: sector, what the business does, shares outstanding,
// market capitalisation at the live price, P/E and dividend yield.
import { useTranslation } from 'react-i18next';
import type { QuoteDetail } from '@saham/contract/quotes';
import { useLanguage } from '../../shared/i18n/i18n.ts';
import { compactNumber } from './detail-format.ts';

export function ProfileCard({ quote }: { quote: QuoteDetail }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { profile } = quote;
  const dash = '--';
  const rows: { key: string; label: string; value: string }[] = [
    {
      key: 'sector',
      label: t('stockDetail.profile.sector'),
      value: profile.sector === null ? dash : t(`stockDetail.sectors.${profile.sector}`),
    },
    {
      key: 'shares',
      label: t('stockDetail.profile.sharesOutstanding'),
      value: profile.sharesOutstanding === null ? dash : compactNumber(profile.sharesOutstanding, language),
    },
    {
      key: 'market-cap',
      label: t('stockDetail.profile.marketCap'),
      value:
        profile.marketCap === null ? dash : `${compactNumber(profile.marketCap, language)} ${quote.currency}`,
    },
    { key: 'pe', label: t('stockDetail.profile.peRatio'), value: profile.peRatio ?? dash },
    {
      key: 'dividend',
      label: t('stockDetail.profile.dividendYield'),
      value: profile.dividendYield === null ? dash : `${profile.dividendYield}%`,
    },
  ];
  return (
    <section className="card detail-card" data-testid="stock-profile">
      <h2 className="card-title">{t('stockDetail.profile.title')}</h2>
      <dl className="fundamentals">
        {rows.map((row) => (
          <div key={row.key} className="fundamental" data-testid={`stock-profile-${row.key}`}>
            <dt className="muted">{row.label}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </dl>
      {profile.description !== null && (
        <div className="profile-description">
          <h3 className="profile-subtitle">{t('stockDetail.profile.about')}</h3>
          <p className="small" data-testid="stock-profile-description">
            {profile.description}
          </p>
        </div>
      )}
    </section>
  );
}
