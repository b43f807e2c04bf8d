// Day trading: member calls under /api/vue/dayTrading, staff calls under /api/admin/dayTrading. The
// automatic close of day positions after each engine round is a job (jobs/day-trading-close.ts).
import type { FastifyInstance } from 'fastify';
import * as dayTrading from '@saham/contract/day-trading';
import type { Services } from '../../http/context.ts';
import { registerMemberCall, registerStaffCall } from '../../http/register.ts';
import { apply, endAccount, listMemberApplications, overview } from './account-service.ts';
import { decide, listApplications, readSettings, saveSettings } from './staff-service.ts';
import { buy, close, listPositions } from './positions-service.ts';

export function registerDayTradingRoutes(app: FastifyInstance, services: Services): void {
  registerMemberCall(app, services, dayTrading.dayTradingOverview, (_body, context) => overview(context));
  registerMemberCall(app, services, dayTrading.dayTradingApply, (body, context) =>
    apply(context, body.amount),
  );
  registerMemberCall(app, services, dayTrading.dayTradingApplications, (body, context) =>
    listMemberApplications(context, body.page),
  );
  registerMemberCall(app, services, dayTrading.dayTradingBuy, (body, context) => buy(context, body));
  registerMemberCall(app, services, dayTrading.dayTradingClose, (body, context) =>
    close(context, body.positionId),
  );
  registerMemberCall(app, services, dayTrading.dayTradingEnd, (_body, context) => endAccount(context));
  registerMemberCall(app, services, dayTrading.dayTradingPositions, (body, context) =>
    listPositions(context, body.status, body.page),
  );

  registerStaffCall(app, services, dayTrading.staffDayTradingList, (body, context) =>
    listApplications(context, body),
  );
  registerStaffCall(app, services, dayTrading.staffDayTradingApprove, (body, context) =>
    decide(context, { id: body.id, approve: true }),
  );
  registerStaffCall(app, services, dayTrading.staffDayTradingReject, (body, context) =>
    decide(context, { id: body.id, approve: false, reason: body.reason }),
  );
  registerStaffCall(app, services, dayTrading.staffDayTradingSettings, (_body, context) =>
    readSettings(context),
  );
  registerStaffCall(app, services, dayTrading.staffDayTradingSaveSettings, (body, context) =>
    saveSettings(context, body),
  );
}
