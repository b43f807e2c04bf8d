// Member exchanges between their own currency balances: rates, a quote, the exchange through the FX
// desk (one balanced journal entry with the exchange row, in one transaction) and the records.
import { randomBytes } from 'node:crypto';
import { CURRENCIES, type Currency } from '@saham/domain/currencies';
import { convertMinor, formatRate } from '@saham/domain/fx';
import { formatMinor, parseMinor } from '@saham/domain/money';
import type { Paged } from '@saham/contract/envelope';
import type { ExchangeQuote, ExchangeRecord, QuotedRate } from '@saham/contract/exchange';
import type { MemberOnlyContext } from '../../http/context.ts';
import { refuse } from '../../http/business-error.ts';
import { toPaged } from '../../db/paging.ts';
import { postEntryWith } from '../ledger/post-entry.ts';
import { readMemberBuckets } from '../ledger/service.ts';
import { assertRealNameVerifiedCached } from '../identity/real-name-gate.ts';
import { currentRate, currentRates, type PairRate } from './rate-source.ts';
import { exchangeInsert, findMemberExchangePage, type ExchangeRow, type NewExchange } from './repo.ts';

interface ExchangeRequest {
  from: Currency;
  to: Currency;
  amount?: string | undefined;
}

interface CheckedRequest {
  from: Currency;
  to: Currency;
  amountMinor: bigint;
}

/** Same currency, then a missing or zero amount, then one that is not an amount of `from`. */
function checkedRequest(body: ExchangeRequest): CheckedRequest {
  if (body.from === body.to) refuse('SAME_CURRENCY_EXCHANGE');
  const text = body.amount?.trim() ?? '';
  if (text === '') refuse('EXCHANGE_AMOUNT_REQUIRED');
  const amountMinor = parseMinor(text, body.from);
  if (amountMinor === null || amountMinor < 0n) refuse('INVALID_INPUT', { field: 'amount' });
  if (amountMinor === 0n) refuse('EXCHANGE_AMOUNT_REQUIRED');
  return { from: body.from, to: body.to, amountMinor };
}

/** What the member receives; an amount too small to buy one minor unit of `to` is refused. */
function receivedMinor(request: CheckedRequest, rate: PairRate): bigint {
  const received = convertMinor(
    request.amountMinor,
    request.from,
    request.to,
    rate.rateScaled,
    'down-in-house-favour',
  );
  if (received <= 0n) refuse('INVALID_INPUT', { field: 'amount' });
  return received;
}

export async function listRates(context: MemberOnlyContext) {
  const { db, clock } = context.services;
  const rates: QuotedRate[] = (await currentRates(db)).map((rate) => ({
    from: rate.from,
    to: rate.to,
    rate: formatRate(rate.rateScaled),
  }));
  const buckets = await readMemberBuckets(db, context.session.memberId);
  const balances = CURRENCIES.map((currency) => {
    const row = buckets.find((bucket) => bucket.currency === currency && bucket.bucket === 'available');
    return { currency, available: formatMinor(row?.balanceMinor ?? 0n, currency) };
  });
  return { quotedAt: clock.now().toISOString(), rates, balances };
}

export async function quoteExchange(
  context: MemberOnlyContext,
  body: ExchangeRequest,
): Promise<ExchangeQuote> {
  const { db, clock } = context.services;
  await assertRealNameVerifiedCached(context.services, context.session.memberId);
  const request = checkedRequest(body);
  const rate = await currentRate(db, request.from, request.to);
  return {
    from: request.from,
    to: request.to,
    amount: formatMinor(request.amountMinor, request.from),
    rate: formatRate(rate.rateScaled),
    receive: formatMinor(receivedMinor(request, rate), request.to),
    quotedAt: clock.now().toISOString(),
  };
}

function newOrderNo(now: Date): string {
  const stamp = now.toISOString().replace(/\D/g, '').slice(0, 14);
  return `EX${stamp}${randomBytes(4).toString('hex').toUpperCase()}`;
}

export function toExchangeRecord(row: ExchangeRow): ExchangeRecord {
  const from = CURRENCIES.find((currency) => currency === row.fromCurrency);
  const to = CURRENCIES.find((currency) => currency === row.toCurrency);
  if (!from || !to) throw new Error(`exchange ${row.id} has an unknown currency`);
  return {
    id: row.id,
    orderNo: row.orderNo,
    from,
    to,
    amount: formatMinor(row.fromAmountMinor, from),
    receive: formatMinor(row.toAmountMinor, to),
    rate: normaliseRate(row.rate),
    createdAt: row.createdAt.toISOString(),
  };
}

/** "0.2369047619" as stored (numeric with ten decimals) without trailing zeros. */
function normaliseRate(stored: string): string {
  return stored.includes('.') ? stored.replace(/0+$/, '').replace(/\.$/, '') : stored;
}

/**
 * The journal entry and the exchange row are one statement (`postEntryWith`), atomic without a
 * transaction around it; the rate stored is the rate the entry used. The real-name gate and the rate
 * book are read through the process's caches, so an exchange costs that one statement. The FX desk's
 * side is the member's shard of it (ledger/house-shards.ts): exchanges of different members do not
 * queue on one FX desk row.
 */
export async function applyExchange(
  context: MemberOnlyContext,
  body: ExchangeRequest,
): Promise<ExchangeRecord> {
  const { db, clock } = context.services;
  const memberId = context.session.memberId;
  await assertRealNameVerifiedCached(context.services, memberId);
  const request = checkedRequest(body);
  const now = clock.now();
  const rate = await currentRate(db, request.from, request.to);
  const toAmountMinor = receivedMinor(request, rate);
  const orderNo = newOrderNo(now);
  const member = { memberId, bucket: 'available' } as const;
  const fxDesk = { house: 'fx_desk', shardFor: memberId } as const;
  const exchange = {
    orderNo,
    memberId,
    fromCurrency: request.from,
    toCurrency: request.to,
    fromAmountMinor: request.amountMinor,
    toAmountMinor,
    rate: formatRate(rate.rateScaled),
    spreadBps: rate.spreadBps,
    createdAt: now,
  } satisfies Omit<NewExchange, 'entryId'>;
  const { entryId, companionId } = await postEntryWith(
    db,
    {
      type: 'exchange',
      memberId,
      referenceType: 'exchange',
      referenceId: orderNo,
      postings: [
        { account: member, currency: request.from, amountMinor: -request.amountMinor },
        { account: fxDesk, currency: request.from, amountMinor: request.amountMinor },
        { account: fxDesk, currency: request.to, amountMinor: -toAmountMinor },
        { account: member, currency: request.to, amountMinor: toAmountMinor },
      ],
      insufficientCode: 'INSUFFICIENT_BALANCE',
    },
    now,
    (newEntryId) => exchangeInsert(exchange, newEntryId),
  );
  if (companionId === null) throw new Error('exchange row was not written');
  return toExchangeRecord({ ...exchange, id: companionId, entryId });
}

export async function listExchanges(
  context: MemberOnlyContext,
  page: number,
): Promise<Paged<ExchangeRecord>> {
  const { rows, total } = await findMemberExchangePage(context.services.db, context.session.memberId, page);
  return toPaged(rows.map(toExchangeRecord), page, total);
}
