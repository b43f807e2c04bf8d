// The back bar's title on the detail screens: the name over its code and market badge.
import { useTranslation } from 'react-i18next';

export function DetailTitle({ name, code, market }: { name: string; code: string; market: string | null }) {
  const { t } = useTranslation();
  return (
    <span className="detail-title" data-testid="detail-title">
      <span className="detail-title-name">{name}</span>
      <span className="detail-title-meta">
        {market !== null && (
          <span className={`market-badge market-${market.toLowerCase()}`}>
            {t(`favorites.marketBadges.${market}`)}
          </span>
        )}
        <span>{code}</span>
      </span>
    </span>
  );
}
