// Demo new-share offerings (issue 17 §2 "Demo data"), each in an interesting state relative to the
// clock: an open Bursa IPO (RM1.20, 10,000-share lots, closing in four days), a Japanese
// book-building offering in its bid period, an IPO whose results are out with the demo member among
// the winners, one allotted and awaiting listing (in the demo member's Inventory), one listed (a
// holding), and a treasury-share sale of Maybank open now. The past ones are walked through the real
// lifecycle steps (lifecycle.ts), so their money went through the ledger like any other: the demo
// member's RM12,002.50 frozen for each of the three, the fee and the shares' cost kept.
import type { Currency } from '@saham/domain/currencies';
import type { MarketCode } from '@saham/domain/markets/types';
import { symbolOf } from '@saham/domain/markets/instrument';
import { newSeed, seedHashOf } from '@saham/domain/new-shares/ballot';
import { amountMinor, type OfferingType } from '@saham/domain/new-shares/offerings';
import type { Db } from '../../db/client.ts';
import {
  findInstrumentIdByCode,
  insertInstruments,
  nextSortOrder,
  updateInstrumentStatus,
} from '../markets/service.ts';
import { findInstrumentBySymbol } from '../trading/for-other-modules.ts';
import { freezeIntoEscrow } from './escrow.ts';
import { allotOffering, ballotOffering, closeOffering, listOffering, priceOffering } from './lifecycle.ts';
import { insertApplication, insertOffering, type NewOffering, type OfferingRow } from './repo.ts';

const DAY = 86_400_000;
type Names = Record<'en' | 'zh' | 'ch' | 'ml' | 'ja' | 'ko', string>;

async function unlistedInstrument(
  tx: Db,
  market: MarketCode,
  currency: Currency,
  code: string,
  names: Names,
  prevClose: string,
  now: Date,
): Promise<{ id: number; symbol: string }> {
  const symbol = symbolOf(market, code);
  const existing = await findInstrumentIdByCode(tx, market, code);
  if (existing !== null) return { id: existing, symbol };
  const added = await insertInstruments(
    tx,
    [
      {
        market,
        code,
        symbol,
        names,
        assetClass: 'stock',
        tab: 'subscription',
        currency,
        lotSize: null,
        tickTable: null,
        prevClose,
        profile: {
          sector: null,
          description: null,
          sharesOutstanding: null,
          peRatio: null,
          dividendYield: null,
        },
        corporateActions: [],
        sortOrder: await nextSortOrder(tx, market),
      },
    ],
    now,
  );
  const id = added.get(symbol);
  if (id === undefined) throw new Error(`instrument ${symbol} not written`);
  await updateInstrumentStatus(tx, id, 'unlisted', 'new share offering', now);
  return { id, symbol };
}

const PROSPECTUS: Names = {
  en: 'Proceeds fund new plants and working capital. 30% of the enlarged share capital is offered; 10% of it to the Malaysian public by ballot.',
  zh: '募集資金用於新建廠房及營運資金。本次發行擴大後股本的 30%，其中 10% 以抽籤方式售予馬來西亞公眾。',
  ch: '募集资金用于新建厂房及营运资金。本次发行扩大后股本的 30%，其中 10% 以抽签方式售予马来西亚公众。',
  ml: 'Hasil terbitan membiayai kilang baharu dan modal kerja. 30% daripada modal saham yang diperbesar ditawarkan; 10% daripadanya kepada orang awam Malaysia melalui undian.',
  ja: '調達資金は新工場と運転資金に充てます。増資後株式資本の 30% を募集し、そのうち 10% をマレーシアの一般投資家に抽選で配分します。',
  ko: '공모 자금은 신규 공장과 운전자금에 사용됩니다. 증자 후 자본금의 30%를 공모하며 그중 10%를 말레이시아 일반 투자자에게 추첨으로 배정합니다.',
};

function companyNames(name: string, zh: string, ch: string, ja: string, ko: string): Names {
  return { en: name, zh, ch, ml: name, ja, ko };
}

interface DemoOffering {
  type: OfferingType;
  market: MarketCode;
  currency: Currency;
  instrument: { id: number; symbol: string };
  columns: Partial<NewOffering>;
  opensAt: Date;
  closesAt: Date;
}

async function insertDemoOffering(tx: Db, demo: DemoOffering, now: Date): Promise<OfferingRow> {
  const seed = newSeed();
  return insertOffering(tx, {
    type: demo.type,
    state: 'open',
    instrumentId: demo.instrument.id,
    symbol: demo.instrument.symbol,
    market: demo.market,
    currency: demo.currency,
    leadUnderwriter: 'Maybank Investment Bank Berhad',
    lotSize: '10000',
    minQuantity: '10000',
    minInvestmentMinor: 0n,
    perMemberLimit: 1,
    quantityOffered: '30000',
    tiers: [],
    feeMinor: 250n,
    feeOnSuccessOnly: true,
    ballotMode: 'per_application',
    lockDays: 0,
    prospectus: PROSPECTUS,
    seed,
    seedHash: seedHashOf(seed),
    createdAt: new Date(demo.opensAt.getTime() - 3 * DAY),
    updatedAt: now,
    ...demo.columns,
    opensAt: demo.opensAt,
    closesAt: demo.closesAt,
  });
}

/** The demo member's application of 10,000 shares at the application price, frozen through the ledger. */
async function demoApplication(tx: Db, offering: OfferingRow, memberId: number, at: Date): Promise<void> {
  const price = offering.applicationPrice ?? '0';
  const freeze = amountMinor(offering.currency, price, 10_000n) + offering.feeMinor;
  const application = await insertApplication(tx, {
    offeringId: offering.id,
    memberId,
    status: 'subscribing',
    quantity: '10000',
    price,
    frozenMinor: freeze,
    feeMinor: offering.feeMinor,
    createdAt: at,
    updatedAt: at,
  });
  await freezeIntoEscrow(tx, application, offering.currency, freeze, at);
}

export async function seedDemoOfferings(tx: Db, memberId: number, now: Date): Promise<void> {
  const at = (days: number) => new Date(now.getTime() + days * DAY);
  // 1. An open Bursa IPO: RM1.20, 10,000-share lots.
  const open = await unlistedInstrument(
    tx,
    'MY',
    'MYR',
    '0388',
    companyNames('Cahaya Solar Berhad', '光輝太陽能', '光辉太阳能', 'カハヤ・ソーラー', '차하야 솔라'),
    '1.20',
    now,
  );
  await insertDemoOffering(
    tx,
    {
      type: 'ipo',
      market: 'MY',
      currency: 'MYR',
      instrument: open,
      columns: { applicationPrice: '1.20', drawAt: at(6), allotmentAt: at(11), listingAt: at(13) },
      opensAt: at(-1),
      closesAt: at(4),
    },
    now,
  );
  // 2. A Japanese book-building offering in its bid period: ¥1,000–¥1,200, 100-share units.
  const bookBuilt = await unlistedInstrument(
    tx,
    'JP',
    'JPY',
    '5599',
    companyNames('Sakura Robotics K.K.', '櫻花機器人', '樱花机器人', 'さくらロボティクス', '사쿠라 로보틱스'),
    '1200',
    now,
  );
  await insertDemoOffering(
    tx,
    {
      type: 'jp_bookbuilding',
      market: 'JP',
      currency: 'JPY',
      instrument: bookBuilt,
      columns: {
        leadUnderwriter: 'SBI Securities',
        priceLow: '1000',
        priceHigh: '1200',
        lotSize: '100',
        minQuantity: '100',
        quantityOffered: '50000',
        feeMinor: 0n,
        drawAt: at(4),
        paymentDeadline: at(6),
        allotmentAt: at(7),
        listingAt: at(10),
        ballotMode: 'per_application',
      },
      opensAt: at(-1),
      closesAt: at(3),
    },
    now,
  );
  // 3–5. Past IPOs the demo member applied to, walked through their steps.
  const past = [
    {
      code: '0391',
      names: companyNames('Harum Foods Berhad', '芳香食品', '芳香食品', 'ハルム・フーズ', '하룸 푸드'),
      stop: 'balloted',
    },
    {
      code: '0392',
      names: companyNames(
        'Delima Logistics Berhad',
        '紅寶石物流',
        '红宝石物流',
        'デリマ・ロジスティクス',
        '델리마 물류',
      ),
      stop: 'allotted',
    },
    {
      code: '0393',
      names: companyNames(
        'Sinar Medik Berhad',
        '光明醫療',
        '光明医疗',
        'シナール・メディック',
        '시나르 메딕',
      ),
      stop: 'listed',
    },
  ] as const;
  // Each step runs at its own time, all offerings' steps in time order, so the member's fund records
  // (newest first, by posting) read in the order things happened.
  const steps: { at: Date; run: () => Promise<void> }[] = [];
  for (const [index, item] of past.entries()) {
    const instrument = await unlistedInstrument(tx, 'MY', 'MYR', item.code, item.names, '1.20', now);
    const opensAt = at(-20 - index * 5);
    const closesAt = at(-14 - index * 5);
    const drawnAt = at(-12 - index * 5);
    const listed = item.stop === 'listed';
    let offering = await insertDemoOffering(
      tx,
      {
        type: 'ipo',
        market: 'MY',
        currency: 'MYR',
        instrument,
        columns: {
          applicationPrice: '1.20',
          drawAt: drawnAt,
          allotmentAt: item.stop === 'balloted' ? at(2) : at(-8 - index * 5),
          listingAt: listed ? at(-6 - index * 5) : at(4),
        },
        opensAt,
        closesAt,
      },
      now,
    );
    const allotmentAt = offering.allotmentAt ?? now;
    const listingAt = offering.listingAt ?? now;
    steps.push(
      { at: at(-19 - index * 5), run: () => demoApplication(tx, offering, memberId, at(-19 - index * 5)) },
      {
        at: closesAt,
        run: async () => {
          offering = (await closeOffering(tx, offering, closesAt)).offering;
          offering = (await priceOffering(tx, offering, {}, closesAt)).offering;
        },
      },
      {
        at: drawnAt,
        run: async () => {
          offering = (await ballotOffering(tx, offering, drawnAt)).offering;
        },
      },
    );
    if (item.stop === 'allotted' || listed) {
      steps.push({
        at: allotmentAt,
        run: async () => {
          offering = (await allotOffering(tx, offering, allotmentAt)).offering;
        },
      });
    }
    if (listed) {
      steps.push({
        at: listingAt,
        run: async () => {
          await listOffering(tx, offering, listingAt);
        },
      });
    }
  }
  // A stable sort: an offering's steps at one instant keep their order.
  for (const step of steps.sort((a, b) => a.at.getTime() - b.at.getTime())) await step.run();
  // 6. A treasury-share sale of Maybank, open now: RM9.20, 100-share lots, first come first served.
  const maybank = await findInstrumentBySymbol(tx, 'MY:1155');
  if (maybank) {
    await insertDemoOffering(
      tx,
      {
        type: 'treasury',
        market: 'MY',
        currency: 'MYR',
        instrument: { id: maybank.id, symbol: maybank.symbol },
        columns: {
          leadUnderwriter: 'Malayan Banking Berhad',
          applicationPrice: '9.20',
          lotSize: '100',
          minQuantity: '100',
          quantityOffered: '200000',
          feeMinor: 0n,
          drawAt: at(8),
          allotmentAt: at(9),
          listingAt: at(10),
        },
        opensAt: at(-1),
        closesAt: at(7),
      },
      now,
    );
  }
}
