// Member calls parameter/gszk, market/quotes, market/detail and market/candles (public: visitors read
// quotes too). Each parses with the contract and calls one service function.
import type { FastifyInstance } from 'fastify';
import * as calls from '@saham/contract/quotes';
import type { Services } from '../../http/context.ts';
import { registerMemberCall, registerSerializedMemberCall } from '../../http/register.ts';
import { candlesJson } from './candle-reads.ts';
import { listIndexQuotes, listQuotes, quoteDetail } from './service.ts';
import { listFlows } from './flows.ts';
import { marketSummaries } from './summary.ts';

export function registerQuoteRoutes(app: FastifyInstance, services: Services): void {
  registerMemberCall(app, services, calls.indexQuotes, (body, context) => listIndexQuotes(body, context));
  registerMemberCall(app, services, calls.marketQuotes, (body, context) => listQuotes(body, context));
  registerMemberCall(app, services, calls.marketDetail, (body, context) => quoteDetail(body, context));
  registerSerializedMemberCall(app, services, calls.marketCandles, (body, context) =>
    candlesJson(body, context),
  );
  registerMemberCall(app, services, calls.marketFlows, (body, context) => listFlows(body, context));
  registerMemberCall(app, services, calls.marketSummary, (body, context) => marketSummaries(body, context));
}
