// What other modules and the HTTP layer use of sessions: find, touch and revoke member and staff
// sessions. They never import this module's repositories (eslint.config.js).
export {
  findActiveMemberSession,
  lockMemberTrading,
  revokeAllMemberSessions,
  revokeMemberSession,
  unlockSessionTrading,
  touchMemberSession,
  type ActiveMemberSession,
  type MemberTraderFlags,
} from './member-session-repo.ts';
export {
  findActiveStaffSession,
  insertStaffSession,
  revokeAllStaffSessions,
  revokeStaffSession,
  touchStaffSession,
} from './staff-session-repo.ts';
export { openSessionTouches } from './session-touches.ts';
