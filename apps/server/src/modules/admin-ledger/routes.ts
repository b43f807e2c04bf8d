// Staff calls ledger/check, adjustments/create|list|approve|reject, members/balances, members/journal.
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
import type { Services } from '../../http/context.ts';
import { registerStaffCall } from '../../http/register.ts';
import {
  approveAdjustment,
  createAdjustment,
  listAdjustments,
  rejectAdjustment,
} from './adjustments-service.ts';
import { readLedgerReport } from './ledger-report.ts';
import { describeMemberBalances, listMemberJournal } from './member-ledger-service.ts';

export function registerAdminLedgerRoutes(app: FastifyInstance, services: Services): void {
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
