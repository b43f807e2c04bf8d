// Staff calls auth/login (public), auth/enrolOtp, auth/me and auth/logout.
import type { FastifyInstance } from 'fastify';
import { staffEnrolOtp, staffLogin, staffLogout, staffMe } from '@saham/contract/admin-auth';
import type { Services } from '../../http/context.ts';
import { registerPublicStaffCall, registerStaffCall } from '../../http/register.ts';
import { describeStaffSession, enrolOtp, loginStaff, logoutStaff } from './service.ts';

export function registerStaffAuthRoutes(app: FastifyInstance, services: Services): void {
  registerPublicStaffCall(app, services, staffLogin, (body, context) => loginStaff(context, body));
  registerStaffCall(app, services, staffEnrolOtp, (body, context) => enrolOtp(context, body));
  registerStaffCall(app, services, staffMe, (_body, context) => describeStaffSession(context));
  registerStaffCall(app, services, staffLogout, (_body, context) => logoutStaff(context));
}
