// Staff calls trading/deskSettings, updateDeskSettings, memberSettings, setMargin, orders, positions,
// positionDetail, closePosition and exposure.
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
import type { Services } from '../../http/context.ts';
import { registerStaffCall } from '../../http/register.ts';
import {
  closeMemberPosition,
  exposure,
  getDeskSettings,
  getMemberTrading,
  positionDetail,
  searchOrders,
  searchPositions,
  setMemberMargin,
  updateDeskSettings,
} from './service.ts';

export function registerAdminTradingRoutes(app: FastifyInstance, services: Services): void {
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
  registerStaffCall(app, services, adminPositionDetail, (body, context) => positionDetail(context, body.id));
  registerStaffCall(app, services, closeMemberPositionCall, (body, context) =>
    closeMemberPosition(context, body),
  );
  registerStaffCall(app, services, getExposure, (_body, context) => exposure(context));
}
