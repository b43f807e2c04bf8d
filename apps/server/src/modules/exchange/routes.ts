// Member calls exchange/rates, quote, apply, list; staff calls exchange/settings, updateSettings, records.
import type { FastifyInstance } from 'fastify';
import {
  exchangeApply,
  exchangeList,
  exchangeQuote,
  exchangeRates,
  getFxSettings as getFxSettingsCall,
  listMemberExchanges as listMemberExchangesCall,
  updateFxSettings as updateFxSettingsCall,
} from '@saham/contract/exchange';
import type { Services } from '../../http/context.ts';
import { registerMemberCall, registerStaffCall } from '../../http/register.ts';
import { applyExchange, listExchanges, listRates, quoteExchange } from './service.ts';
import { getFxSettings, listMemberExchanges, updateFxSettings } from './staff-service.ts';

export function registerExchangeRoutes(app: FastifyInstance, services: Services): void {
  registerMemberCall(app, services, exchangeRates, (_body, context) => listRates(context));
  registerMemberCall(app, services, exchangeQuote, (body, context) => quoteExchange(context, body));
  registerMemberCall(app, services, exchangeApply, (body, context) => applyExchange(context, body));
  registerMemberCall(app, services, exchangeList, (body, context) => listExchanges(context, body.page));
  registerStaffCall(app, services, getFxSettingsCall, (_body, context) => getFxSettings(context));
  registerStaffCall(app, services, updateFxSettingsCall, (body, context) => updateFxSettings(context, body));
  registerStaffCall(app, services, listMemberExchangesCall, (body, context) =>
    listMemberExchanges(context, body),
  );
}
