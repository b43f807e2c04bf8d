// Staff calls markets/list|detail|update|holidays|saveHoliday|deleteHoliday and
// instruments/list|create|update|setStatus. Each parses with the contract and calls one service function.
import type { FastifyInstance } from 'fastify';
import * as calls from '@saham/contract/admin-markets';
import type { Services } from '../../http/context.ts';
import { registerStaffCall } from '../../http/register.ts';
import {
  createInstrument,
  deleteMarketHoliday,
  getMarket,
  listInstruments,
  listMarketHolidays,
  listMarkets,
  saveMarketHoliday,
  setInstrumentStatus,
  updateInstrument,
  updateMarket,
} from './staff-service.ts';

export function registerMarketRoutes(app: FastifyInstance, services: Services): void {
  registerStaffCall(app, services, calls.listMarkets, (_body, context) => listMarkets(context));
  registerStaffCall(app, services, calls.getMarket, (body, context) => getMarket(context, body.code));
  registerStaffCall(app, services, calls.updateMarket, (body, context) => updateMarket(context, body));
  registerStaffCall(app, services, calls.listMarketHolidays, (body, context) =>
    listMarketHolidays(context, body),
  );
  registerStaffCall(app, services, calls.saveMarketHoliday, (body, context) =>
    saveMarketHoliday(context, body),
  );
  registerStaffCall(app, services, calls.deleteMarketHoliday, (body, context) =>
    deleteMarketHoliday(context, body),
  );
  registerStaffCall(app, services, calls.listInstruments, (body, context) => listInstruments(context, body));
  registerStaffCall(app, services, calls.createInstrument, (body, context) =>
    createInstrument(context, body),
  );
  registerStaffCall(app, services, calls.updateInstrument, (body, context) =>
    updateInstrument(context, body),
  );
  registerStaffCall(app, services, calls.setInstrumentStatus, (body, context) =>
    setInstrumentStatus(context, body),
  );
}
