// Member call user/fundRecords; staff calls ledger/check, adjustments/create|list|approve|reject,
// members/balances, members/journal.
import type { FastifyInstance } from 'fastify';
import {
  approveAdjustment as approveAdjustmentCall,
  checkLedger,
  createAdjustment as createAdjustmentCall,
  listAdjustments as listAdjustmentsCall,
  memberBalances,
  memberJournal,
  rejectAdjustment as rejectAdjustmentCall,
} from '@saham/contract/admin-ledger';
import { fundRecords } from '@saham/contract/fund-records';
import type { Services } from '../../http/context.ts';
import { registerMemberCall, registerStaffCall } from '../../http/register.ts';
import { listFundRecords } from './fund-records-service.ts';
import { readLedgerReport } from './ledger-report.ts';
import {
  approveAdjustment,
  createAdjustment,
  describeMemberBalances,
  listAdjustments,
  listMemberJournal,
  rejectAdjustment,
} from './staff-service.ts';

export function registerLedgerRoutes(app: FastifyInstance, services: Services): void {
  registerMemberCall(app, services, fundRecords, (body, context) => listFundRecords(context, body));
  registerStaffCall(app, services, checkLedger, (_body, context) => readLedgerReport(context.services.db));
  registerStaffCall(app, services, createAdjustmentCall, (body, context) => createAdjustment(context, body));
  registerStaffCall(app, services, listAdjustmentsCall, (body, context) => listAdjustments(context, body));
  registerStaffCall(app, services, approveAdjustmentCall, (body, context) =>
    approveAdjustment(context, body),
  );
  registerStaffCall(app, services, rejectAdjustmentCall, (body, context) => rejectAdjustment(context, body));
  registerStaffCall(app, services, memberBalances, (body, context) => describeMemberBalances(context, body));
  registerStaffCall(app, services, memberJournal, (body, context) => listMemberJournal(context, body));
}
