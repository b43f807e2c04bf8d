// Member calls trade/buy, cancel, sell, orders, positions, positionDetail, params, taxCertificate and
// dividends. The desk's work after each engine round and corporate actions are jobs (src/jobs/).
import type { FastifyInstance } from 'fastify';
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
import { registerMemberCall } from '../../http/register.ts';
import { listDividends } from './corporate-actions.ts';
import { tradeParamsOf } from './params.ts';
import { buy, cancel, listOrders, listPositions, positionDetail, sell } from './service.ts';
import { taxCertificate } from './tax-certificate.ts';

export function registerTradingRoutes(app: FastifyInstance, services: Services): void {
  registerMemberCall(app, services, tradeBuy, (body, context) => buy(context, body));
  registerMemberCall(app, services, tradeCancel, (body, context) => cancel(context, body.orderId));
  registerMemberCall(app, services, tradeSell, (body, context) => sell(context, body));
  registerMemberCall(app, services, tradeOrders, (body, context) =>
    listOrders(context, body.status, body.page),
  );
  registerMemberCall(app, services, tradePositions, (body, context) =>
    listPositions(context, body.tab, body.page),
  );
  registerMemberCall(app, services, tradePositionDetail, (body, context) => positionDetail(context, body.id));
  registerMemberCall(app, services, tradeParams, (body, context) => tradeParamsOf(context, body.symbol));
  registerMemberCall(app, services, tradeTaxCertificate, (body, context) => taxCertificate(context, body.id));
  registerMemberCall(app, services, tradeDividends, (body, context) => listDividends(context, body.page));
}
