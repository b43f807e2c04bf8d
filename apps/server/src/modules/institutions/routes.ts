// Staff calls institutions/list, institutions/create and institutions/setActive.
import type { FastifyInstance } from 'fastify';
import {
  createInstitution as createInstitutionCall,
  listInstitutions as listInstitutionsCall,
  setInstitutionActive as setInstitutionActiveCall,
} from '@saham/contract/admin-institutions';
import type { Services } from '../../http/context.ts';
import { registerStaffCall } from '../../http/register.ts';
import { createInstitution, listInstitutions, setInstitutionActive } from './service.ts';

export function registerInstitutionRoutes(app: FastifyInstance, services: Services): void {
  registerStaffCall(app, services, listInstitutionsCall, (body, context) => listInstitutions(context, body));
  registerStaffCall(app, services, createInstitutionCall, (body, context) =>
    createInstitution(context, body),
  );
  registerStaffCall(app, services, setInstitutionActiveCall, (body, context) =>
    setInstitutionActive(context, body),
  );
}
