// Deposit and withdrawal routes: member calls under /api/vue/recharge|withdraw, staff calls under
// /api/admin/recharge|withdraw|holidays. Each parses with the contract and calls one service function.
import type { FastifyInstance } from 'fastify';
import * as recharge from '@saham/contract/recharge';
import * as withdraw from '@saham/contract/withdraw';
import type { Services } from '../../http/context.ts';
import { registerMemberCall, registerStaffCall } from '../../http/register.ts';
import {
  applyDeposit,
  listMemberChannels,
  listMemberDeposits,
  openPaymentReference,
  sandboxPay,
} from './recharge-service.ts';
import { applyWithdrawal, listMemberWithdrawals, readWithdrawRules } from './withdraw-service.ts';
import { decideDeposit, decideWithdrawal, listDeposits, listWithdrawals } from './staff-service.ts';
import {
  deleteChannel,
  listChannels,
  listHolidays,
  removeHoliday,
  saveChannel,
  saveHoliday,
  saveWithdrawRules,
} from './staff-settings-service.ts';

export function registerFundingRoutes(app: FastifyInstance, services: Services): void {
  registerMemberCall(app, services, recharge.rechargeChannels, (_body, context) =>
    listMemberChannels(context),
  );
  registerMemberCall(app, services, recharge.rechargeApply, (body, context) => applyDeposit(context, body));
  registerMemberCall(app, services, recharge.rechargeSandboxPay, (body, context) =>
    sandboxPay(context, body.orderId),
  );
  registerMemberCall(app, services, recharge.rechargePaymentReference, (_body, context) =>
    openPaymentReference(context),
  );
  registerMemberCall(app, services, recharge.rechargeList, (body, context) =>
    listMemberDeposits(context, body.page),
  );
  registerMemberCall(app, services, withdraw.withdrawRules, (_body, context) => readWithdrawRules(context));
  registerMemberCall(app, services, withdraw.withdrawApply, (body, context) =>
    applyWithdrawal(context, body),
  );
  registerMemberCall(app, services, withdraw.withdrawList, (body, context) =>
    listMemberWithdrawals(context, body.page),
  );

  registerStaffCall(app, services, recharge.staffRechargeList, (body, context) =>
    listDeposits(context, body),
  );
  registerStaffCall(app, services, recharge.staffRechargeApprove, (body, context) =>
    decideDeposit(context, { id: body.id, approve: true }),
  );
  registerStaffCall(app, services, recharge.staffRechargeReject, (body, context) =>
    decideDeposit(context, { id: body.id, approve: false, reason: body.reason }),
  );
  registerStaffCall(app, services, recharge.staffChannelList, (_body, context) => listChannels(context));
  registerStaffCall(app, services, recharge.staffChannelSave, (body, context) => saveChannel(context, body));
  registerStaffCall(app, services, recharge.staffChannelDelete, (body, context) =>
    deleteChannel(context, body.id),
  );

  registerStaffCall(app, services, withdraw.staffWithdrawList, (body, context) =>
    listWithdrawals(context, body),
  );
  registerStaffCall(app, services, withdraw.staffWithdrawApprove, (body, context) =>
    decideWithdrawal(context, { id: body.id, approve: true }),
  );
  registerStaffCall(app, services, withdraw.staffWithdrawReject, (body, context) =>
    decideWithdrawal(context, { id: body.id, approve: false, reason: body.reason }),
  );
  registerStaffCall(app, services, withdraw.staffWithdrawSettings, (_body, context) =>
    readWithdrawRules(context),
  );
  registerStaffCall(app, services, withdraw.staffWithdrawSaveSettings, (body, context) =>
    saveWithdrawRules(context, body),
  );
  registerStaffCall(app, services, withdraw.staffHolidayList, (body, context) =>
    listHolidays(context, body.year),
  );
  registerStaffCall(app, services, withdraw.staffHolidaySave, (body, context) => saveHoliday(context, body));
  registerStaffCall(app, services, withdraw.staffHolidayDelete, (body, context) =>
    removeHoliday(context, body.date),
  );
}
