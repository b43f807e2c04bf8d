// Who is signed in, provided by the app's layout once `auth/me` answers. Features read it to hide
// actions the role may not take; the server enforces the same roles.
import { createContext, useContext } from 'react';
import type { StaffCall, StaffRole } from '@saham/contract/call';

export interface CurrentStaff {
  username: string;
  role: StaffRole;
}

export const CurrentStaffContext = createContext<CurrentStaff | null>(null);

export function useCurrentStaff(): CurrentStaff {
  const staff = useContext(CurrentStaffContext);
  if (!staff) throw new Error('useCurrentStaff outside the signed-in layout');
  return staff;
}

export function canCall(role: StaffRole, call: Pick<StaffCall, 'roles'>): boolean {
  return call.roles.includes(role);
}

export function useCanCall(call: Pick<StaffCall, 'roles'>): boolean {
  return canCall(useCurrentStaff().role, call);
}
