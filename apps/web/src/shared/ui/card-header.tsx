// The header of a home card: a tinted icon, the title, and an optional "More ›" link to the full
// screen (home markets, hot stocks, index cards, latest news, notices).
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon, type IconName } from './icons.tsx';

export type CardTone = 'blue' | 'green' | 'orange' | 'purple' | 'red' | 'teal' | 'grey';

interface CardHeaderProps {
  icon: IconName;
  tone: CardTone;
  title: ReactNode;
  /** Opens the full screen; without it no "More" link is shown. */
  onMore?: () => void;
  moreTestId?: string;
}

export function CardHeader({ icon, tone, title, onMore, moreTestId }: CardHeaderProps) {
  const { t } = useTranslation();
  return (
    <div className="card-header">
      <h2 className="card-title">
        <span className={`card-title-icon tone-${tone}`}>
          <Icon name={icon} size={16} />
        </span>
        {title}
      </h2>
      {onMore !== undefined && (
        <button type="button" className="link-button" onClick={onMore} data-testid={moreTestId}>
          {t('common.more')}
          <Icon name="chevron" size={14} />
        </button>
      )}
    </div>
  );
}
