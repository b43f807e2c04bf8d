// The date pickers' calendar arithmetic with "now" read in a given zone. antd's pickers ask their
// generateConfig for now — for the Today and Now buttons, the highlighted day, the month a picker
// opens on — and dayjs's answer is the device's clock: a laptop in UTC at 17:30 on 26 Nov would pick
// 26 Nov while it is already 27 Nov in Kuala Lumpur. Values stay plain dayjs wall times (what the
// forms already hold as "YYYY-MM-DD" or "YYYY-MM-DDTHH:mm"); only "now" moves to the zone's wall clock.
import dayjs, { type Dayjs } from 'dayjs';
import dayjsGenerateConfig from '@rc-component/picker/generate/dayjs';
import type { GenerateConfig } from '@rc-component/picker/generate';
import { wallClockIn } from '../format/zoned-time.ts';

/** The dayjs configuration of antd's pickers, with now as the zone's wall clock. */
export function zonedGenerateConfig(zone: string): GenerateConfig<Dayjs> {
  return { ...dayjsGenerateConfig, getNow: () => dayjs(wallClockIn(zone)) };
}
