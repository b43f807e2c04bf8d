// What other modules use of day trading: how many applications wait for review (the back office's
// dashboard). They never import day trading's repository (eslint.config.js).
export { countPendingApplications as countPendingDayTradingApplications } from './repo.ts';
