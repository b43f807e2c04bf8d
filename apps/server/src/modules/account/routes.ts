// Routes of the account module: registration, login (member and visitor), logout, profile,
// passwords and settings; staff calls members/list, members/detail, members/invitees,
// members/setFlag, members/setCreditScore, members/addCredit. Each parses with the contract and calls one service function.
import type { FastifyInstance } from 'fastify';
import {
  listInvitees as listInviteesCall,
  listMembers as listMembersCall,
  memberDetail,
  addCredit,
  setCreditScore,
  setMemberFlag as setMemberFlagCall,
} from '@saham/contract/admin-members';
import {
  changeFundPassword,
  changeLoginPassword,
  getUserinfo,
  guestLogin,
  login,
  logout,
  register,
  setFundPassword,
  setupProgress,
  updateSettings,
} from '@saham/contract/user';
import type { Services } from '../../http/context.ts';
import { registerMemberCall, registerStaffCall } from '../../http/register.ts';
import { decoyPasswordHash } from '../passwords/password-hash.ts';
import { registerMember } from './registration-service.ts';
import { logIn, logInAsGuest, logOut } from './login-service.ts';
import {
  changeMemberFundPassword,
  changeMemberLoginPassword,
  setMemberFundPassword,
} from './password-service.ts';
import { changeSettings, getUserInfo } from './profile-service.ts';
import { readSetupProgress } from './setup-progress-service.ts';
import {
  describeMember,
  listInvitees,
  listMembers,
  addMemberCredit,
  setMemberCreditScore,
  setMemberFlag,
} from './staff-service.ts';

export function registerAccountRoutes(app: FastifyInstance, services: Services): void {
  // Computed now, so that even the first login of an unknown account takes as long as any other.
  void decoyPasswordHash(services.config.passwordHashCost);
  registerMemberCall(app, services, register, registerMember);
  registerMemberCall(app, services, login, logIn);
  registerMemberCall(app, services, guestLogin, (_body, context) => logInAsGuest(context));
  registerMemberCall(app, services, logout, (_body, context) => logOut(context));
  registerMemberCall(app, services, getUserinfo, (_body, context) => getUserInfo(context));
  registerMemberCall(app, services, setupProgress, (_body, context) => readSetupProgress(context));
  registerMemberCall(app, services, changeLoginPassword, changeMemberLoginPassword);
  registerMemberCall(app, services, setFundPassword, setMemberFundPassword);
  registerMemberCall(app, services, changeFundPassword, changeMemberFundPassword);
  registerMemberCall(app, services, updateSettings, changeSettings);
  registerAccountStaffRoutes(app, services);
}

function registerAccountStaffRoutes(app: FastifyInstance, services: Services): void {
  registerStaffCall(app, services, listMembersCall, (body, context) => listMembers(context, body));
  registerStaffCall(app, services, memberDetail, (body, context) => describeMember(context, body));
  registerStaffCall(app, services, listInviteesCall, (body, context) => listInvitees(context, body));
  registerStaffCall(app, services, setMemberFlagCall, (body, context) => setMemberFlag(context, body));
  registerStaffCall(app, services, setCreditScore, (body, context) => setMemberCreditScore(context, body));
  registerStaffCall(app, services, addCredit, (body, context) => addMemberCredit(context, body));
}
