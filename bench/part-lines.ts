// What `part.ts` and the runner share, kept apart from the parts themselves so the runner does not
// load every part's modules (and the server's) into the process it keeps for the whole run.
export const GOAL_PREFIX = 'BENCH-GOAL ';
export const CHILD_PARTS = [
  'exchange',
  'fundrecords',
  'ws',
  'market',
  'trading',
  'alerts',
  'lending',
  'offerings',
  'loans',
] as const;
export type ChildPart = (typeof CHILD_PARTS)[number];
