import { describe, expect, it } from 'vitest';
import { isHttpUrl, isValidDatePattern, isValidLogo } from './site-config-rules.ts';

describe('site configuration rules', () => {
  it('accepts date patterns of the known tokens and separators only', () => {
    for (const pattern of ['YYYY-MM-DD HH:mm', 'DD/MM/YYYY hh:mm:ss A', 'YYYY.MM.DD', 'HH:mm, DD-MM']) {
      expect(isValidDatePattern(pattern), pattern).toBe(true);
    }
    for (const pattern of [
      '',
      '   ',
      'YYYY-MM-DD HH:mm Z',
      'YY-M-D',
      'YYYY年MM月',
      '<b>YYYY',
      'x'.repeat(41),
    ]) {
      expect(isValidDatePattern(pattern), pattern).toBe(false);
    }
  });

  it('accepts http and https customer-service links only', () => {
    expect(isHttpUrl('https://wa.me/60123456789')).toBe(true);
    expect(isHttpUrl('http://chat.example.com/room?id=1')).toBe(true);
    for (const url of ['javascript:alert(1)', 'ftp://example.com', 'example.com', '', 'https://']) {
      expect(isHttpUrl(url), url).toBe(false);
    }
  });

  it('accepts a logo on this origin or over http(s), never a protocol-relative or parent path', () => {
    for (const logo of [
      '',
      '/uploads/logo-0123456789abcdef0123456789abcdef.png',
      '/logo.svg',
      'https://cdn.example.com/l.png',
    ]) {
      expect(isValidLogo(logo), logo).toBe(true);
    }
    for (const logo of [
      '//evil.example/l.png',
      '/a/../b.png',
      'javascript:alert(1)',
      'data:image/png;base64,AA',
    ]) {
      expect(isValidLogo(logo), logo).toBe(false);
    }
  });
});
