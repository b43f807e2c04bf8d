// Member calls user/realName and user/realNameInfo; staff calls realName/list, approve and reject.
import type { FastifyInstance } from 'fastify';
import {
  approveRealName as approveRealNameCall,
  listRealNames as listRealNamesCall,
  realNameInfo as realNameInfoCall,
  rejectRealName as rejectRealNameCall,
  submitRealName as submitRealNameCall,
} from '@saham/contract/identity';
import type { Services } from '../../http/context.ts';
import { registerMemberCall, registerStaffCall } from '../../http/register.ts';
import { realNameInfo, submitRealName } from './service.ts';
import { approveRealName, listRealNames, rejectRealName } from './staff-service.ts';

export function registerIdentityRoutes(app: FastifyInstance, services: Services): void {
  registerMemberCall(app, services, submitRealNameCall, (body, context) => submitRealName(context, body));
  registerMemberCall(app, services, realNameInfoCall, (_body, context) => realNameInfo(context));
  registerStaffCall(app, services, listRealNamesCall, (body, context) => listRealNames(context, body));
  registerStaffCall(app, services, approveRealNameCall, (body, context) => approveRealName(context, body));
  registerStaffCall(app, services, rejectRealNameCall, (body, context) => rejectRealName(context, body));
}
