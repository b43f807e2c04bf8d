// Every date picker of the back office goes through here: antd's DatePicker whose Today and Now
// buttons, highlighted day and opening month follow the display zone (site configuration, Kuala Lumpur
// by default) — or a market's zone where a form edits in it — never the device's.
import { DatePicker, type DatePickerProps } from 'antd';
import type { Dayjs } from 'dayjs';
import { currentDisplayZone } from '../format/format-date-time.ts';
import { zonedGenerateConfig } from './zoned-picker-config.ts';

type ZonedPickers = ReturnType<typeof DatePicker.generatePicker<Dayjs>>;

/** One generated picker per zone, made once: a new component type on every render would remount it. */
const pickers = new Map<string, ZonedPickers>();

function pickersIn(zone: string): ZonedPickers {
  let made = pickers.get(zone);
  if (made === undefined) {
    made = DatePicker.generatePicker(zonedGenerateConfig(zone));
    pickers.set(zone, made);
  }
  return made;
}

/** antd's DatePicker with now in `zone` (the display zone when not given). */
export function ZonedDatePicker({ zone, ...props }: DatePickerProps<Dayjs, false> & { zone?: string }) {
  const Picker = pickersIn(zone ?? currentDisplayZone());
  // eslint-disable-next-line react-hooks/static-components -- made once per zone and cached: a stable type
  return <Picker {...props} />;
}
