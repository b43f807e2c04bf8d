// Staff calls staff/list, staff/create, staff/setActive and staff/resetOtp (admin only).
import type { FastifyInstance } from 'fastify';
import {
  createStaff,
  listStaff,
  resetStaffOtp as resetStaffOtpCall,
  setStaffActive as setStaffActiveCall,
} from '@saham/contract/admin-staff';
import type { Services } from '../../http/context.ts';
import { registerStaffCall } from '../../http/register.ts';
import { createStaffAccount, listStaffAccounts, resetStaffOtp, setStaffActive } from './service.ts';

export function registerStaffAccountRoutes(app: FastifyInstance, services: Services): void {
  registerStaffCall(app, services, listStaff, (body, context) => listStaffAccounts(context, body));
  registerStaffCall(app, services, createStaff, (body, context) => createStaffAccount(context, body));
  registerStaffCall(app, services, setStaffActiveCall, (body, context) => setStaffActive(context, body));
  registerStaffCall(app, services, resetStaffOtpCall, (body, context) => resetStaffOtp(context, body));
}
