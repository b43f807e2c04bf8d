// Real-name rows as the contract shapes them, for the member's view (service.ts) and the review queue
// (staff-service.ts).
import type { IdType, RealNameRecord } from '@saham/contract/identity';
import type { RealNameListRow } from './repo.ts';

export function toIdType(value: string): IdType {
  return value === 'passport' ? 'passport' : 'mykad';
}

function toDecidedStatus(value: string): RealNameRecord['status'] {
  return value === 'verified' || value === 'rejected' ? value : 'pending';
}

export function toRecord(row: RealNameListRow): RealNameRecord {
  return {
    ...row,
    idType: toIdType(row.idType),
    status: toDecidedStatus(row.status),
    reviewedAt: row.reviewedAt ? row.reviewedAt.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
  };
}
