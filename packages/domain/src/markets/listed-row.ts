// One listed stock of the index data files (listed-*.ts, issue 16 §6): code, English name, the
// simulation's starting price, sector, and names in the languages that have their own (the others
// fall back to English).
import type { Sector } from './instrument.ts';

export type ListedRow = readonly [
  code: string,
  en: string,
  prevClose: string,
  sector: Sector,
  local?: { zh?: string; ch?: string; ja?: string; ko?: string },
];
