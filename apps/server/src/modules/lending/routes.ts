// Member calls lending/programs, lend, recall, list; staff calls lending/programs, saveProgram, list.
import type { FastifyInstance } from 'fastify';
import {
  adminLendingList,
  adminLendingPrograms,
  adminSaveLendingProgram,
  lendingLend,
  lendingList,
  lendingPrograms,
  lendingRecall,
} from '@saham/contract/lending';
import type { Services } from '../../http/context.ts';
import { registerMemberCall, registerStaffCall } from '../../http/register.ts';
import { lend, listLoans, listPrograms, recall } from './service.ts';
import * as staff from './staff-service.ts';

export function registerLendingRoutes(app: FastifyInstance, services: Services): void {
  registerMemberCall(app, services, lendingPrograms, (_body, context) => listPrograms(context));
  registerMemberCall(app, services, lendingLend, (body, context) => lend(context, body));
  registerMemberCall(app, services, lendingRecall, (body, context) => recall(context, body.lendingId));
  registerMemberCall(app, services, lendingList, (body, context) => listLoans(context, body));
  registerStaffCall(app, services, adminLendingPrograms, (body, context) =>
    staff.listPrograms(context, body),
  );
  registerStaffCall(app, services, adminSaveLendingProgram, (body, context) =>
    staff.saveProgram(context, body),
  );
  registerStaffCall(app, services, adminLendingList, (body, context) => staff.listLoans(context, body));
}
