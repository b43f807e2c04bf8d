// Member calls loan/overview, apply, repay, list, detail; staff calls loans/list, approve, reject, products,
// saveProduct, creditBands, saveCreditBands. Each parses with the contract and calls one service function.
import type { FastifyInstance } from 'fastify';
import {
  loanApply,
  loanDetail,
  loanList,
  loanOverview as loanOverviewCall,
  loanRepay,
  staffCreditBands,
  staffLoanProducts,
  staffLoansApprove,
  staffLoansList,
  staffLoansReject,
  staffSaveCreditBands,
  staffSaveLoanProduct,
} from '@saham/contract/loans';
import type { Services } from '../../http/context.ts';
import { registerMemberCall, registerStaffCall } from '../../http/register.ts';
import { applyForLoan, listMemberLoans, loanOverview, memberLoanDetail, repayLoan } from './service.ts';
import {
  approveLoan,
  listLoanProducts,
  listLoans,
  readLoanSettings,
  rejectLoan,
  saveLoanProduct,
  saveLoanSettings,
} from './staff-service.ts';

export function registerLoanRoutes(app: FastifyInstance, services: Services): void {
  registerMemberCall(app, services, loanOverviewCall, (_body, context) => loanOverview(context));
  registerMemberCall(app, services, loanApply, (body, context) => applyForLoan(context, body));
  registerMemberCall(app, services, loanRepay, (body, context) => repayLoan(context, body));
  registerMemberCall(app, services, loanList, (body, context) => listMemberLoans(context, body));
  registerMemberCall(app, services, loanDetail, (body, context) => memberLoanDetail(context, body));
  registerStaffCall(app, services, staffLoansList, (body, context) => listLoans(context, body));
  registerStaffCall(app, services, staffLoansApprove, (body, context) => approveLoan(context, body));
  registerStaffCall(app, services, staffLoansReject, (body, context) => rejectLoan(context, body));
  registerStaffCall(app, services, staffLoanProducts, (_body, context) => listLoanProducts(context));
  registerStaffCall(app, services, staffSaveLoanProduct, (body, context) => saveLoanProduct(context, body));
  registerStaffCall(app, services, staffCreditBands, (_body, context) => readLoanSettings(context));
  registerStaffCall(app, services, staffSaveCreditBands, (body, context) => saveLoanSettings(context, body));
}
