// Member calls parameter/gszk, market/quotes, market/detail and market/candles (public: visitors read
// quotes too). Each parses with the contract and calls one service function.
import type { FastifyInstance } from 'fastify';
import * as calls from '@saham/contract/quotes';
import type { Services } from '../../http/context.ts';
import { registerMemberCall } from '../../http/register.ts';
import { listCandles, listIndexQuotes, listQuotes, quoteDetail } from './service.ts';

export function registerMarketDataRoutes(app: FastifyInstance, services: Services): void {
  registerMemberCall(app, services, calls.indexQuotes, (body, context) => listIndexQuotes(body, context));
  registerMemberCall(app, services, calls.marketQuotes, (body, context) => listQuotes(body, context));
  registerMemberCall(app, services, calls.marketDetail, (body, context) => quoteDetail(body, context));
  registerMemberCall(app, services, calls.marketCandles, (body, context) => listCandles(body, context));
}
