// Member calls newStock/list, detail, apply, unlock, cancel, applications, pay, decline, inventory and ballot; staff
// calls offerings/list, detail, create, update, transition, applications and export.
import type { FastifyInstance } from 'fastify';
import {
  newStockApplications,
  newStockApply,
  newStockBallot,
  newStockCancel,
  newStockDecline,
  newStockDetail,
  newStockInventory,
  newStockList,
  newStockPay,
  newStockUnlock,
} from '@saham/contract/new-stock';
import {
  createOffering as createOfferingCall,
  exportOfferingApplications as exportCall,
  listOfferingApplications as applicationsCall,
  listOfferings,
  offeringDetail as offeringDetailCall,
  transitionOffering as transitionCall,
  updateOffering as updateCall,
} from '@saham/contract/offerings';
import type { Services } from '../../http/context.ts';
import { registerMemberCall, registerStaffCall } from '../../http/register.ts';
import {
  ballotInputs,
  cancelApplication,
  declineApplication,
  listInventory,
  listMyApplications,
  listOfferings as listMemberOfferings,
  offeringDetail,
  payApplication,
} from './service.ts';
import { applyForOffering, unlockApplications } from './apply.ts';
import {
  createOffering,
  exportOfferingApplications,
  listOfferingApplications,
  listStaffOfferings,
  staffOfferingDetail,
  transitionOffering,
  updateOfferingFields,
} from './staff-service.ts';

export function registerOfferingRoutes(app: FastifyInstance, services: Services): void {
  registerMemberCall(app, services, newStockList, (body, context) => listMemberOfferings(context, body));
  registerMemberCall(app, services, newStockDetail, (body, context) => offeringDetail(context, body.id));
  registerMemberCall(app, services, newStockApply, (body, context) => applyForOffering(context, body));
  registerMemberCall(app, services, newStockUnlock, (body, context) =>
    unlockApplications(context, body.fundPassword),
  );
  registerMemberCall(app, services, newStockCancel, (body, context) =>
    cancelApplication(context, body.applicationId),
  );
  registerMemberCall(app, services, newStockApplications, (body, context) =>
    listMyApplications(context, body),
  );
  registerMemberCall(app, services, newStockPay, (body, context) => payApplication(context, body));
  registerMemberCall(app, services, newStockDecline, (body, context) =>
    declineApplication(context, body.applicationId),
  );
  registerMemberCall(app, services, newStockInventory, (body, context) => listInventory(context, body.page));
  registerMemberCall(app, services, newStockBallot, (body, context) =>
    ballotInputs(context, body.offeringId),
  );
  registerStaffCall(app, services, listOfferings, (body, context) => listStaffOfferings(context, body));
  registerStaffCall(app, services, offeringDetailCall, (body, context) =>
    staffOfferingDetail(context, body.id),
  );
  registerStaffCall(app, services, createOfferingCall, (body, context) => createOffering(context, body));
  registerStaffCall(app, services, updateCall, (body, context) => updateOfferingFields(context, body));
  registerStaffCall(app, services, transitionCall, (body, context) => transitionOffering(context, body));
  registerStaffCall(app, services, applicationsCall, (body, context) =>
    listOfferingApplications(context, body),
  );
  registerStaffCall(app, services, exportCall, (body, context) =>
    exportOfferingApplications(context, body.offeringId),
  );
}
