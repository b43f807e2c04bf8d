import { STAFF_ROLES, type StaffRole } from '@saham/contract/call';

export function isStaffRole(value: string): value is StaffRole {
  return STAFF_ROLES.some((known) => known === value);
}
