// Short names members type when they look a stock up, besides its code and its names: the Bursa
// stock short names printed on every quote board (MAYBANK for 1155 Malayan Banking, PBBANK, TENAGA…)
// and a few everyday names elsewhere (Google, Uniqlo, ICBC). Instrument search matches them like a
// name (the markets repository folds them into each instrument's search text); they are never shown.
// Matching ignores case, so each alias is written once.

import { BURSA_LISTED_SHORT_NAMES } from './listed-bursa.ts';

/** Aliases by instrument symbol (`${market}:${code}`). */
export const SEARCH_ALIASES: Readonly<Record<string, readonly string[]>> = {
  // The short names of the Bursa stocks of the index data file (listed-bursa.ts)
  ...Object.fromEntries(
    Object.entries(BURSA_LISTED_SHORT_NAMES).map(([code, short]) => [`MY:${code}`, [short]]),
  ),
  // Bursa Malaysia stock short names
  'MY:1155': ['MAYBANK'],
  'MY:1295': ['PBBANK'],
  'MY:1023': ['CIMB'],
  'MY:5347': ['TENAGA', 'TNB'],
  'MY:5225': ['IHH'],
  'MY:5819': ['HLBANK'],
  'MY:8869': ['PMETAL'],
  'MY:5183': ['PCHEM'],
  'MY:6033': ['PETGAS'],
  'MY:6947': ['CDB'],
  'MY:6012': ['MAXIS'],
  'MY:3816': ['MISC'],
  'MY:5398': ['GAMUDA'],
  'MY:4677': ['YTL'],
  'MY:5681': ['PETDAG'],
  'MY:2445': ['KLK'],
  'MY:1066': ['RHBBANK', 'RHB'],
  'MY:5285': ['SDG', 'Sime Darby Plantation'],
  'MY:5326': ['99SMART'],
  'MY:1015': ['AMBANK'],
  'MY:5211': ['SUNWAY'],
  'MY:6888': ['AXIATA'],
  'MY:4863': ['TM'],
  'MY:1961': ['IOICORP'],
  'MY:4065': ['PPB'],
  'MY:7084': ['QL'],
  'MY:5296': ['MRDIY'],
  'MY:0166': ['INARI'],
  'MY:6742': ['YTLPOWR'],
  'MY:4707': ['NESTLE'],
  // Everyday names elsewhere
  'US:GOOGL': ['Google'],
  'US:META': ['Facebook'],
  'US:DIS': ['Disney'],
  'HK:0388': ['HKEX'],
  'HK:0005': ['匯豐'],
  'JP:9432': ['NTT'],
  'JP:9983': ['Uniqlo', 'ユニクロ'],
  'CN:601398': ['ICBC'],
};

export function searchAliasesOf(symbol: string): readonly string[] {
  return SEARCH_ALIASES[symbol] ?? [];
}
