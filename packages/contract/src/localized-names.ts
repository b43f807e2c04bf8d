// Names staff enter per language (issue 16 §3 "Wording"): a deposit channel's name and its bank's, a
// bank's name. Each language is optional; an empty or missing one falls back to the default name
// (domain localized-name.ts), so a member never sees a blank.
import { z } from 'zod';
import { LANGUAGES, type Language } from '@saham/domain/languages';

export const LOCALIZED_NAME_MAX_LENGTH = 100;

const oneName = z.string().max(LOCALIZED_NAME_MAX_LENGTH);

/** `{ ml: 'Pindahan Maybank', zh: '…' }`: the languages staff named, each at most 100 characters. */
export const localizedNamesSchema = z.object({
  zh: oneName.optional(),
  ch: oneName.optional(),
  en: oneName.optional(),
  ml: oneName.optional(),
  ja: oneName.optional(),
  ko: oneName.optional(),
});
export type LocalizedNames = Partial<Record<Language, string>>;

/** The names trimmed, empty ones dropped, as they are stored. */
export function cleanLocalizedNames(names: LocalizedNames): LocalizedNames {
  const clean: LocalizedNames = {};
  for (const language of LANGUAGES) {
    const name = names[language]?.trim() ?? '';
    if (name !== '') clean[language] = name;
  }
  return clean;
}
