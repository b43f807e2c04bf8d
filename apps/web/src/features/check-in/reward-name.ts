// A reward's name in the language on screen (staff write all six), English if one is blank.
import type { RewardNames } from '@saham/contract/check-in';
import { useLanguage } from '../../shared/i18n/i18n.ts';

export function useRewardName(): (names: RewardNames) => string {
  const language = useLanguage();
  return (names) => names[language] || names.en;
}
