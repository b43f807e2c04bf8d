// trade/taxCertificate (spec §3 "tax certificate"): for a closed position, the figures a member files
// with a tax return — the buy and sell amounts, each fee and tax, and the realised gain or loss —
// with the holder's verified name and masked ID number. The app renders it as a printable sheet.
import { eq } from 'drizzle-orm';
import type { TaxCertificate } from '@saham/contract/trading';
import { notionalMinor } from '@saham/domain/markets/fees';
import { nameIn } from '@saham/domain/markets/instrument';
import { formatMinor } from '@saham/domain/money';
import { maskTail } from '@saham/domain/mykad';
import { members } from '../../db/schema.ts';
import { instruments } from '../../db/schema-markets.ts';
import type { MemberOnlyContext } from '../../http/context.ts';
import { refuse } from '../../http/business-error.ts';
import { findLatestRealName } from '../identity/service.ts';
import { readerLanguage } from '../notices/service.ts';
import { listSiteConfig } from '../site-config/service.ts';
import { normalDecimal } from './execution.ts';
import { findPosition } from './positions-repo.ts';

const DEFAULT_BROKER = 'Saham';

export async function taxCertificate(context: MemberOnlyContext, id: number): Promise<TaxCertificate> {
  const { db, clock } = context.services;
  const memberId = context.session.memberId;
  const position = await findPosition(db, id);
  if (!position || position.memberId !== memberId) refuse('ORDER_NOT_FOUND');
  if (
    position.status !== 'closed' ||
    position.exitPrice === null ||
    position.closedAt === null ||
    position.grossPnlMinor === null
  ) {
    refuse('TAX_CERTIFICATE_NOT_READY');
  }
  const [language, [member], [instrument], realName, config] = await Promise.all([
    readerLanguage(context),
    db.select({ account: members.account, name: members.name }).from(members).where(eq(members.id, memberId)),
    db
      .select({ names: instruments.names })
      .from(instruments)
      .where(eq(instruments.id, position.instrumentId)),
    findLatestRealName(db, memberId),
    listSiteConfig(db),
  ]);
  const currency = position.currency;
  const money = (minor: bigint) => formatMinor(minor, currency);
  const openFee = position.openFeeMinor;
  const closeFee = position.closeFeeMinor ?? 0n;
  const openTax = position.openTaxMinor;
  const closeTax = position.closeTaxMinor ?? 0n;
  const charges = openFee + closeFee + openTax + closeTax;
  const code = position.symbol.slice(position.symbol.indexOf(':') + 1);
  const verified = realName?.status === 'verified' ? realName : null;
  return {
    certificateNo: `TC-${position.positionNo}`,
    issuedAt: clock.now().toISOString(),
    broker: config.find((item) => item.name === 'title')?.value || DEFAULT_BROKER,
    holder: {
      account: member?.account ?? '',
      name: verified?.name ?? member?.name ?? null,
      idNumber: verified === null ? null : maskTail(verified.idNumber),
    },
    positionNo: position.positionNo,
    symbol: position.symbol,
    code,
    name: instrument ? nameIn(instrument.names, language) : code,
    market: position.market,
    currency,
    direction: position.direction,
    leverage: position.leverage,
    quantity: normalDecimal(position.quantity),
    openedAt: position.openedAt.toISOString(),
    closedAt: position.closedAt.toISOString(),
    entryPrice: normalDecimal(position.entryPrice),
    exitPrice: normalDecimal(position.exitPrice),
    buyAmount: money(notionalMinor(currency, position.entryPrice, position.quantity)),
    sellAmount: money(notionalMinor(currency, position.exitPrice, position.quantity)),
    openFee: money(openFee),
    closeFee: money(closeFee),
    openTax: money(openTax),
    closeTax: money(closeTax),
    totalCharges: money(charges),
    grossPnl: money(position.grossPnlMinor),
    netPnl: money(position.grossPnlMinor - charges),
  };
}
