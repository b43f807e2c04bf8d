// What credit loans add to the withdrawal check (spec §5: "not allowed with ... unpaid credit loans"):
// a loan under review or borrowed and not repaid blocks a withdrawal. funding/open-obligations-repo.ts
// ORs this clause into its check, under the member lock an application takes too (repo.ts).
import { sql, type SQL } from 'drizzle-orm';
import { loans } from '../../db/schema-loans.ts';

export function unpaidLoanClause(memberId: number): SQL {
  return sql`exists (select 1 from ${loans}
    where ${loans.memberId} = ${memberId} and ${loans.status} in ('pending', 'approved', 'overdue'))`;
}
