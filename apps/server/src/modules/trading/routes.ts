// Member calls trade/buy, cancel, sell, orders, positions, positionDetail; and the desk's work after
// each market-engine round (limit fills, queued closes, forced closes).
import type { FastifyInstance } from 'fastify';
import {
  tradeBuy,
  tradeCancel,
  tradeOrders,
  tradePositionDetail,
  tradePositions,
  tradeSell,
} from '@saham/contract/trading';
import type { Services } from '../../http/context.ts';
import { registerMemberCall } from '../../http/register.ts';
import { registerTickRoundHook } from '../market-data/tick-round-hooks.ts';
import { runTradingRound } from './round.ts';
import { buy, cancel, listOrders, listPositions, positionDetail, sell } from './service.ts';

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
  registerTickRoundHook(services, async (round) => {
    await runTradingRound(services, round);
  });
}
