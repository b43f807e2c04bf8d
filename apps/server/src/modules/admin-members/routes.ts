// Staff calls members/list, members/detail, members/invitees, members/setFlag, members/setCreditScore.
import type { FastifyInstance } from 'fastify';
import {
  listInvitees as listInviteesCall,
  listMembers as listMembersCall,
  memberDetail,
  setCreditScore,
  setMemberFlag as setMemberFlagCall,
} from '@saham/contract/admin-members';
import type { Services } from '../../http/context.ts';
import { registerStaffCall } from '../../http/register.ts';
import { describeMember, listInvitees, listMembers, setMemberCreditScore, setMemberFlag } from './service.ts';

export function registerAdminMemberRoutes(app: FastifyInstance, services: Services): void {
  registerStaffCall(app, services, listMembersCall, (body, context) => listMembers(context, body));
  registerStaffCall(app, services, memberDetail, (body, context) => describeMember(context, body));
  registerStaffCall(app, services, listInviteesCall, (body, context) => listInvitees(context, body));
  registerStaffCall(app, services, setMemberFlagCall, (body, context) => setMemberFlag(context, body));
  registerStaffCall(app, services, setCreditScore, (body, context) => setMemberCreditScore(context, body));
}
