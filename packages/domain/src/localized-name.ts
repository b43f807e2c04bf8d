// A name staff gave per language (a deposit channel, a bank): the reader's language when staff named
// it, else the default name staff entered (issue 16 §3 "Wording").
import type { Language } from './languages.ts';

export function localizedName(
  defaultName: string,
  names: Readonly<Partial<Record<Language, string>>> | null | undefined,
  language: Language,
): string {
  const name = names?.[language]?.trim() ?? '';
  return name === '' ? defaultName : name;
}
