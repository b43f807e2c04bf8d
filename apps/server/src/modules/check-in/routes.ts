// Member calls checkIn/status, today, rewards, redeem, redemptions, vouchers; staff calls checkIn/rewards,
// saveReward, bonusSchedule, saveBonusSchedule, redemptions.
import type { FastifyInstance } from 'fastify';
import {
  checkInRedeem,
  checkInRedemptions,
  checkInRewards,
  checkInStatus as checkInStatusCall,
  checkInToday as checkInTodayCall,
  checkInVouchers,
  getCheckInSchedule,
  listCheckInRedemptions,
  listCheckInRewards,
  saveCheckInReward,
  saveCheckInSchedule,
} from '@saham/contract/check-in';
import type { Services } from '../../http/context.ts';
import { registerMemberCall, registerStaffCall } from '../../http/register.ts';
import {
  checkInStatus,
  checkInToday,
  listFeeVouchers,
  listRedemptions,
  listRewards,
  redeemReward,
} from './service.ts';
import {
  getSchedule,
  listRedemptions as listAllRedemptions,
  listRewards as listAllRewards,
  saveReward,
  saveSchedule,
} from './staff-service.ts';

export function registerCheckInRoutes(app: FastifyInstance, services: Services): void {
  registerMemberCall(app, services, checkInStatusCall, (body, context) => checkInStatus(context, body));
  registerMemberCall(app, services, checkInTodayCall, (_body, context) => checkInToday(context));
  registerMemberCall(app, services, checkInRewards, (body, context) => listRewards(context, body.page));
  registerMemberCall(app, services, checkInRedeem, (body, context) => redeemReward(context, body.rewardId));
  registerMemberCall(app, services, checkInRedemptions, (body, context) =>
    listRedemptions(context, body.page),
  );
  registerMemberCall(app, services, checkInVouchers, (body, context) => listFeeVouchers(context, body.page));
  registerStaffCall(app, services, listCheckInRewards, (body, context) => listAllRewards(context, body.page));
  registerStaffCall(app, services, saveCheckInReward, (body, context) => saveReward(context, body));
  registerStaffCall(app, services, getCheckInSchedule, (_body, context) => getSchedule(context));
  registerStaffCall(app, services, saveCheckInSchedule, (body, context) => saveSchedule(context, body));
  registerStaffCall(app, services, listCheckInRedemptions, (body, context) =>
    listAllRedemptions(context, body),
  );
}
