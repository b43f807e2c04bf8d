// The month's calendar of check-ins: Malaysian calendar days from the server, weeks starting on
// Monday, today outlined, checked-in days marked with their points; previous and next months.
import { useTranslation } from 'react-i18next';
import type { CheckInStatus } from '@saham/contract/check-in';
import { leadingBlanks, shiftMonth } from '@saham/domain/check-in/rules';
import { formatMonthTitle, formatWeekdayInitials } from '../../shared/format/format-calendar.ts';
import { LANGUAGE_TAGS, useLanguage } from '../../shared/i18n/i18n.ts';
import { Icon } from '../../shared/ui/icons.tsx';

export function CheckInCalendar({
  status,
  onMonth,
}: {
  status: CheckInStatus;
  onMonth: (month: string) => void;
}) {
  const { t } = useTranslation();
  const tag = LANGUAGE_TAGS[useLanguage()];
  const thisMonth = status.today.slice(0, 7);
  const blanks = leadingBlanks(status.month);
  return (
    <section className="card ci-calendar" data-testid="check-in-calendar" data-month={status.month}>
      <div className="ci-calendar-head">
        <button
          type="button"
          className="icon-button ci-month-button ci-month-previous"
          onClick={() => onMonth(shiftMonth(status.month, -1))}
          aria-label={t('checkIn.previousMonth')}
          data-testid="check-in-previous-month"
        >
          <Icon name="back" size={18} />
        </button>
        <h2 className="card-title ci-month-title">{formatMonthTitle(status.month, tag)}</h2>
        <button
          type="button"
          className="icon-button ci-month-button"
          onClick={() => onMonth(shiftMonth(status.month, 1))}
          disabled={status.month >= thisMonth}
          aria-label={t('checkIn.nextMonth')}
          data-testid="check-in-next-month"
        >
          <Icon name="chevron" size={18} />
        </button>
      </div>
      <ol className="ci-grid">
        {formatWeekdayInitials(tag).map((name, index) => (
          <li key={`weekday-${index}`} className="ci-weekday muted small">
            {name}
          </li>
        ))}
        {Array.from({ length: blanks }, (_, index) => (
          <li key={`blank-${index}`} className="ci-day ci-day-blank" aria-hidden="true" />
        ))}
        {status.days.map((day) => {
          const isToday = day.date === status.today;
          const isChecked = day.points !== null;
          const className = ['ci-day', isChecked ? 'ci-day-checked' : '', isToday ? 'ci-day-today' : '']
            .filter(Boolean)
            .join(' ');
          return (
            <li
              key={day.date}
              className={className}
              data-testid="check-in-day"
              data-date={day.date}
              data-checked={isChecked}
            >
              <span className="ci-day-number">{Number(day.date.slice(8))}</span>
              {isChecked && <span className="ci-day-points">+{day.points}</span>}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
