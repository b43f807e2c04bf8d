// Between an instrument and its edit form: optional numbers are empty text in the form and null in
// the instrument; a corporate action keeps only the fields of its kind; no tick bands in the form is
// the market's tick table (null).
import type { AdminInstrument, InstrumentInput } from '@saham/contract/admin-markets';
import { LANGUAGES, type Language } from '@saham/domain/languages';
import type { CorporateAction, Sector } from '@saham/domain/markets/instrument';
import type { MarketCode } from '@saham/domain/markets/types';

export interface CorporateActionForm {
  kind: CorporateAction['kind'];
  exDate: string;
  payDate: string;
  amount: string;
  from: number;
  to: number;
}

export interface TickBandForm {
  from: string;
  tick: string;
}

export interface InstrumentForm {
  market: MarketCode;
  code: string;
  names: Record<Language, string>;
  assetClass: InstrumentInput['assetClass'];
  tab: InstrumentInput['tab'];
  currency: string;
  lotSize: string;
  /** The instrument's own tick table; empty for the market's. */
  tickTable: TickBandForm[];
  prevClose: string;
  sector: Sector | '';
  description: string;
  sharesOutstanding: string;
  peRatio: string;
  dividendYield: string;
  corporateActions: CorporateActionForm[];
}

const blankToNull = (text: string | undefined): string | null => {
  const trimmed = text?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
};

export function emptyInstrumentForm(market: MarketCode): InstrumentForm {
  return {
    market,
    code: '',
    // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- Object.fromEntries loses the key type; every language is a key here
    names: Object.fromEntries(LANGUAGES.map((language) => [language, ''])) as Record<Language, string>,
    assetClass: 'stock',
    tab: 'listed',
    currency: '',
    lotSize: '',
    tickTable: [],
    prevClose: '',
    sector: '',
    description: '',
    sharesOutstanding: '',
    peRatio: '',
    dividendYield: '',
    corporateActions: [],
  };
}

export function toInstrumentForm(instrument: AdminInstrument): InstrumentForm {
  return {
    market: instrument.market,
    code: instrument.code,
    // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- Object.fromEntries loses the key type; every language is a key here
    names: Object.fromEntries(
      LANGUAGES.map((language) => [language, instrument.names[language] ?? '']),
    ) as Record<Language, string>,
    assetClass: instrument.assetClass,
    tab: instrument.tab,
    currency: instrument.currency,
    lotSize: instrument.lotSize ?? '',
    tickTable: (instrument.tickTable ?? []).map((band) => ({ from: band.from, tick: band.tick })),
    prevClose: instrument.prevClose,
    sector: instrument.profile.sector ?? '',
    description: instrument.profile.description ?? '',
    sharesOutstanding: instrument.profile.sharesOutstanding ?? '',
    peRatio: instrument.profile.peRatio ?? '',
    dividendYield: instrument.profile.dividendYield ?? '',
    corporateActions: instrument.corporateActions.map((action) =>
      action.kind === 'dividend'
        ? {
            kind: 'dividend',
            exDate: action.exDate,
            payDate: action.payDate ?? '',
            amount: action.amount,
            from: 1,
            to: 1,
          }
        : { kind: 'split', exDate: action.exDate, payDate: '', amount: '', from: action.from, to: action.to },
    ),
  };
}

/** The call's input. */
export function fromInstrumentForm(form: InstrumentForm): InstrumentInput {
  const bands = form.tickTable.map((band) => ({ from: band.from.trim(), tick: band.tick.trim() }));
  const names = Object.fromEntries(
    Object.entries(form.names)
      .map(([language, text]): [string, string] => [language, text.trim()])
      .filter(([, text]) => text !== ''),
  );
  return {
    names: { ...names, en: form.names.en.trim() },
    assetClass: form.assetClass,
    tab: form.tab,
    currency: form.currency.trim().toUpperCase(),
    lotSize: blankToNull(form.lotSize),
    tickTable: bands.length === 0 ? null : bands,
    prevClose: form.prevClose.trim(),
    profile: {
      sector: form.sector === '' ? null : form.sector,
      description: blankToNull(form.description),
      sharesOutstanding: blankToNull(form.sharesOutstanding),
      peRatio: blankToNull(form.peRatio),
      dividendYield: blankToNull(form.dividendYield),
    },
    corporateActions: form.corporateActions.map((action): CorporateAction =>
      action.kind === 'dividend'
        ? {
            kind: 'dividend',
            exDate: action.exDate,
            payDate: blankToNull(action.payDate),
            amount: action.amount.trim(),
          }
        : { kind: 'split', exDate: action.exDate, from: Number(action.from), to: Number(action.to) },
    ),
  };
}
