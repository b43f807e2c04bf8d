// The audit log as staff read it: newest first, searchable by free text, staff and action.
import type { AuditEntry } from '@saham/contract/admin-staff';
import type { Paged } from '@saham/contract/envelope';
import type { StaffRequestContext } from '../../http/context.ts';
import { toPaged } from '../../db/paging.ts';
import { findAuditPage, type AuditFilter } from './repo.ts';

export async function listAuditEntries(
  context: StaffRequestContext,
  request: AuditFilter & { page: number },
): Promise<Paged<AuditEntry>> {
  const filter: AuditFilter = {
    query: request.query?.trim(),
    staffUsername: request.staffUsername?.trim(),
    action: request.action?.trim(),
  };
  const { rows, total } = await findAuditPage(context.services.db, filter, request.page);
  const items = rows.map((row) => ({
    id: row.id,
    staffUsername: row.staffUsername,
    action: row.action,
    targetType: row.targetType,
    targetId: row.targetId,
    reason: row.reason,
    before: row.before,
    after: row.after,
    ip: row.ip,
    createdAt: row.createdAt.toISOString(),
  }));
  return toPaged(items, request.page, total);
}

// For other modules, which never import this module's repositories (eslint.config.js).
export { recordAudit } from './repo.ts';
