// The calendar both funding windows keep (spec §9): withdrawals on working days 09:30–17:00 and
// deposits on working days 00:00–23:59 (each window's days and times as staff set them), never on a
// Malaysian market holiday — the market_holidays rows staff edit, which settlement dates skip too.
import { isInsideWindow, malaysiaMoment, type WeeklyWindow } from '@saham/domain/malaysia-calendar';
import type { Db } from '../../db/client.ts';
import { findHolidays } from './settings-repo.ts';

/** Holiday dates (YYYY-MM-DD) from a little before `date` to a month after it. */
export async function holidaysAround(db: Db, date: string): Promise<Set<string>> {
  const year = Number(date.slice(0, 4));
  const rows = await findHolidays(db, { from: `${year - 1}-12-01`, to: `${year + 1}-01-31` });
  return new Set(rows.map((row) => row.date));
}

/** Whether a withdrawal or deposit window is open at `instant`: a working day of it, within its times. */
export async function isFundingWindowOpen(db: Db, instant: Date, window: WeeklyWindow): Promise<boolean> {
  return isInsideWindow(instant, window, await holidaysAround(db, malaysiaMoment(instant).date));
}
