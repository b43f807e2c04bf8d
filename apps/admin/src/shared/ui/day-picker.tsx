// A day field for forms: shows and takes DD-MM-YYYY like every date in the back office, with month
// and weekday names in the staff member's language, and holds the day as the API wants it
// ("YYYY-MM-DD", "" when cleared), so a form's rules and requests stay as they were. Today is the
// display zone's day (zoned-date-picker.tsx), not the device's.
import dayjs, { type Dayjs } from 'dayjs';
import { ZonedDatePicker } from './zoned-date-picker.tsx';

export const DAY_DISPLAY_FORMAT = 'DD-MM-YYYY';
const DAY_VALUE_FORMAT = 'YYYY-MM-DD';

interface DayPickerProps {
  value?: string;
  onChange?: (value: string) => void;
  width?: number;
  'data-testid'?: string;
}

export function DayPicker({ value, onChange, width = 150, ...rest }: DayPickerProps) {
  const picked = value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? dayjs(value) : null;
  return (
    <ZonedDatePicker
      value={picked}
      onChange={(day: Dayjs | null) => onChange?.(day ? day.format(DAY_VALUE_FORMAT) : '')}
      format={DAY_DISPLAY_FORMAT}
      placeholder={DAY_DISPLAY_FORMAT}
      style={{ width }}
      data-testid={rest['data-testid']}
    />
  );
}
