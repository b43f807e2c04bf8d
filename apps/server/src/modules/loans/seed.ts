// Default loan products and credit bands (issue 18 §4): terms of 7, 14 and 30 days at 6.8% a year
// (moomoo Malaysia's margin rate, charged daily ÷ 365) with an overdue penalty of 18.25% a year
// (0.05% a day); limits by credit score from 100 (every new member's score) up.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { members } from '../../db/schema.ts';
import { creditBands, loanProducts } from '../../db/schema-loans.ts';

export const DEFAULT_LOAN_TERMS_DAYS = [7, 14, 30] as const;

export const DEFAULT_CREDIT_BANDS = [
  { minScore: 0, limitMinor: 0n },
  { minScore: 100, limitMinor: 1_000_000n },
  { minScore: 120, limitMinor: 3_000_000n },
  { minScore: 150, limitMinor: 5_000_000n },
  { minScore: 200, limitMinor: 10_000_000n },
];

/** The demo member's score: band 120, a limit of RM 30,000. */
export const DEMO_CREDIT_SCORE = 120;

export async function seedLoanDefaults(tx: Db, now: Date): Promise<void> {
  await tx.insert(loanProducts).values(
    DEFAULT_LOAN_TERMS_DAYS.map((termDays) => ({
      termDays,
      annualRate: '6.8',
      penaltyAnnualRate: '18.25',
      isEnabled: true,
      createdAt: now,
      updatedAt: now,
    })),
  );
  await tx.insert(creditBands).values(DEFAULT_CREDIT_BANDS).onConflictDoNothing();
}

export async function seedDemoLoanStanding(tx: Db, memberId: number): Promise<void> {
  await tx.update(members).set({ creditScore: DEMO_CREDIT_SCORE }).where(eq(members.id, memberId));
}
