// Routes of the SMS module: the password resets by one-time code (member calls user/sendLoginResetCode,
// user/resetLoginPassword, user/sendFundResetCode, user/resetFundPassword) and the sandbox outbox
// (staff call sms/outbox). Each parses with the contract and calls one service function.
import type { FastifyInstance } from 'fastify';
import {
  resetFundPassword,
  resetLoginPassword,
  sendFundResetCode,
  sendLoginResetCode,
} from '@saham/contract/password-reset';
import { listSmsOutbox } from '@saham/contract/sms';
import type { Services } from '../../http/context.ts';
import { registerMemberCall, registerStaffCall } from '../../http/register.ts';
import {
  resetMemberFundPassword,
  resetMemberLoginPassword,
  sendFundResetCodeTo,
  sendLoginResetCodeTo,
} from './password-reset-service.ts';
import { listOutbox } from './staff-service.ts';

export function registerSmsRoutes(app: FastifyInstance, services: Services): void {
  registerMemberCall(app, services, sendLoginResetCode, sendLoginResetCodeTo);
  registerMemberCall(app, services, resetLoginPassword, resetMemberLoginPassword);
  registerMemberCall(app, services, sendFundResetCode, (_body, context) => sendFundResetCodeTo(context));
  registerMemberCall(app, services, resetFundPassword, resetMemberFundPassword);
  registerStaffCall(app, services, listSmsOutbox, (body, context) => listOutbox(context, body));
}
