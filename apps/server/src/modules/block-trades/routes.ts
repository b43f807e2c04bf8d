// Member calls blockTrade/list, detail, buy, orders; staff calls blockTrades/list, create, update,
// setEnabled, orders.
import type { FastifyInstance } from 'fastify';
import {
  blockTradeBuy,
  blockTradeDetail,
  blockTradeList,
  blockTradeOrders,
  createBlockDeal,
  listBlockDeals,
  listBlockOrders,
  setBlockDealEnabled,
  updateBlockDeal,
} from '@saham/contract/block-trades';
import type { Services } from '../../http/context.ts';
import { registerMemberCall, registerStaffCall } from '../../http/register.ts';
import {
  createDeal,
  listDeals as listAllDeals,
  listOrders,
  setDealEnabled,
  updateDealFields,
} from './staff-service.ts';
import { buyDeal, dealDetail, listDeals, listMyOrders } from './service.ts';

export function registerBlockTradeRoutes(app: FastifyInstance, services: Services): void {
  registerMemberCall(app, services, blockTradeList, (body, context) => listDeals(context, body.page));
  registerMemberCall(app, services, blockTradeDetail, (body, context) => dealDetail(context, body.id));
  registerMemberCall(app, services, blockTradeBuy, (body, context) => buyDeal(context, body));
  registerMemberCall(app, services, blockTradeOrders, (body, context) => listMyOrders(context, body.page));
  registerStaffCall(app, services, listBlockDeals, (body, context) => listAllDeals(context, body));
  registerStaffCall(app, services, createBlockDeal, (body, context) => createDeal(context, body));
  registerStaffCall(app, services, updateBlockDeal, (body, context) => updateDealFields(context, body));
  registerStaffCall(app, services, setBlockDealEnabled, (body, context) => setDealEnabled(context, body));
  registerStaffCall(app, services, listBlockOrders, (body, context) => listOrders(context, body));
}
