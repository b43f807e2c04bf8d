// What each site configuration value may be. The member app shows these to every visitor, so a value
// that would break the page (an unknown date token, a javascript: link) is refused here.
import type { SiteConfigName } from '@saham/contract/common';
import { isTimeZoneName } from '@saham/domain/display-zone';
import { refuse } from '../../http/business-error.ts';

const TITLE_MAX_LENGTH = 60;
const CLAIM_MAX_LENGTH = 80;
const SITE_TEXT_MAX_LENGTH = 2000;
const DATE_PATTERN_MAX_LENGTH = 40;
const DATE_TOKENS = ['YYYY', 'MM', 'DD', 'HH', 'hh', 'mm', 'ss', 'A'] as const;
const DATE_SEPARATORS = new Set([' ', '-', '/', '.', ':', ',']);

/** True when the pattern is made only of date tokens and separators, with at least one token. */
export function isValidDatePattern(pattern: string): boolean {
  if (pattern.length === 0 || pattern.length > DATE_PATTERN_MAX_LENGTH) return false;
  let position = 0;
  let tokenCount = 0;
  while (position < pattern.length) {
    const token = DATE_TOKENS.find((candidate) => pattern.startsWith(candidate, position));
    if (token) {
      position += token.length;
      tokenCount += 1;
    } else if (DATE_SEPARATORS.has(pattern.charAt(position))) {
      position += 1;
    } else {
      return false;
    }
  }
  return tokenCount > 0;
}

export function isHttpUrl(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
}

/** A logo is empty (the built-in one), a path on this origin such as `/uploads/logo-….png`, or http(s). */
export function isValidLogo(value: string): boolean {
  if (value === '') return true;
  if (/^\/(?!\/)[A-Za-z0-9._~/-]*$/.test(value)) return !value.split('/').includes('..');
  return isHttpUrl(value);
}

/** Trims the value and refuses it with a field-level code when the rule of its name is broken. */
export function checkedSiteConfigValue(name: SiteConfigName, rawValue: string): string {
  const value = rawValue.trim();
  // The per-language texts are the default case; the rule names the other five.
  // eslint-disable-next-line @typescript-eslint/switch-exhaustiveness-check -- 18 text names share one rule
  switch (name) {
    case 'title':
      if (value === '') refuse('FIELD_REQUIRED', { field: 'title' });
      if ([...value].length > TITLE_MAX_LENGTH) refuse('INVALID_INPUT', { field: 'title' });
      return value;
    case 'datePattern':
      if (!isValidDatePattern(value)) refuse('INVALID_INPUT', { field: 'datePattern' });
      return value;
    case 'kefuUrl':
      if (!isHttpUrl(value)) refuse('INVALID_INPUT', { field: 'kefuUrl' });
      return value;
    case 'logo':
      if (!isValidLogo(value)) refuse('INVALID_INPUT', { field: 'logo' });
      return value;
    case 'displayZone':
      if (!isTimeZoneName(value)) refuse('TIME_ZONE_UNKNOWN', { zone: value });
      return value;
    default: {
      // A per-language text: empty falls back to English (and English to the app's own wording).
      const maxLength = name.startsWith('exchangesClaim') ? CLAIM_MAX_LENGTH : SITE_TEXT_MAX_LENGTH;
      if ([...value].length > maxLength) refuse('INVALID_INPUT', { field: name });
      return value;
    }
  }
}
