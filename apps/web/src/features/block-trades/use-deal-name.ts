// The instrument's name in the language on screen, then English, then its code.
import type { BlockDeal } from '@saham/contract/block-trades';
import { useLanguage } from '../../shared/i18n/i18n.ts';

export function useDealName(): (deal: Pick<BlockDeal, 'names' | 'code'>) => string {
  const language = useLanguage();
  return (deal) => deal.names[language] || deal.names.en || deal.code;
}
