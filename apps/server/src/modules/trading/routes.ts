// Member calls trade/buy, cancel, sell, orders, positions, positionDetail, params, taxCertificate and
// dividends; staff calls trading/deskSettings, updateDeskSettings, memberSettings, setMargin, orders,
// positions, positionDetail, closePosition and exposure. The desk's work after each engine round and
// corporate actions are jobs (src/jobs/).
import type { FastifyInstance } from 'fastify';
import {
  adminPositionDetail,
  closeMemberPosition as closeMemberPositionCall,
  getDeskSettings as getDeskSettingsCall,
  getExposure,
  getMemberTrading as getMemberTradingCall,
  searchOrders as searchOrdersCall,
  searchPositions as searchPositionsCall,
  setMemberMargin as setMemberMarginCall,
  updateDeskSettings as updateDeskSettingsCall,
} from '@saham/contract/admin-trading';
import {
  tradeBuy,
  tradeCancel,
  tradeDividends,
  tradeOrders,
  tradeParams,
  tradePositionDetail,
  tradePositions,
  tradeSell,
  tradeTaxCertificate,
} from '@saham/contract/trading';
import type { Services } from '../../http/context.ts';
import { registerMemberCall, registerStaffCall } from '../../http/register.ts';
import { listDividends } from './corporate-actions.ts';
import { tradeParamsOf } from './params.ts';
import { buy, cancel, listOrders, listPositions, positionDetail, sell } from './service.ts';
import { closeMemberPosition } from './staff-close-service.ts';
import { exposure } from './staff-exposure-service.ts';
import {
  positionDetail as positionDetailForStaff,
  searchOrders,
  searchPositions,
} from './staff-search-service.ts';
import { getDeskSettings, getMemberTrading, setMemberMargin, updateDeskSettings } from './staff-service.ts';
import { taxCertificate } from './tax-certificate.ts';

export function registerTradingRoutes(app: FastifyInstance, services: Services): void {
  registerMemberCall(app, services, tradeBuy, (body, context) => buy(context, body));
  registerMemberCall(app, services, tradeCancel, (body, context) => cancel(context, body.orderId));
  registerMemberCall(app, services, tradeSell, (body, context) => sell(context, body));
  registerMemberCall(app, services, tradeOrders, (body, context) =>
    listOrders(context, body.status, body.page),
  );
  registerMemberCall(app, services, tradePositions, (body, context) =>
    listPositions(context, body.tab, body.page, body.market),
  );
  registerMemberCall(app, services, tradePositionDetail, (body, context) => positionDetail(context, body.id));
  registerMemberCall(app, services, tradeParams, (body, context) => tradeParamsOf(context, body.symbol));
  registerMemberCall(app, services, tradeTaxCertificate, (body, context) => taxCertificate(context, body.id));
  registerMemberCall(app, services, tradeDividends, (body, context) => listDividends(context, body.page));
  registerTradingStaffRoutes(app, services);
}

function registerTradingStaffRoutes(app: FastifyInstance, services: Services): void {
  registerStaffCall(app, services, getDeskSettingsCall, (_body, context) => getDeskSettings(context));
  registerStaffCall(app, services, updateDeskSettingsCall, (body, context) =>
    updateDeskSettings(context, body),
  );
  registerStaffCall(app, services, getMemberTradingCall, (body, context) =>
    getMemberTrading(context, body.memberId),
  );
  registerStaffCall(app, services, setMemberMarginCall, (body, context) => setMemberMargin(context, body));
  registerStaffCall(app, services, searchOrdersCall, (body, context) => searchOrders(context, body));
  registerStaffCall(app, services, searchPositionsCall, (body, context) => searchPositions(context, body));
  registerStaffCall(app, services, adminPositionDetail, (body, context) =>
    positionDetailForStaff(context, body.id),
  );
  registerStaffCall(app, services, closeMemberPositionCall, (body, context) =>
    closeMemberPosition(context, body),
  );
  registerStaffCall(app, services, getExposure, (_body, context) => exposure(context));
}
