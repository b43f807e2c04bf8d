// What other modules and the demo seed use of members' accounts: find a member, write a member and
// their password hashes. They never import account's repositories (eslint.config.js).
export {
  findMemberByAccount,
  insertMember,
  setFundPasswordHashIfUnset,
  updateFundPasswordHash,
  updateMemberPasswordHash,
} from './repo.ts';
export { findMemberById } from './staff-repo.ts';
