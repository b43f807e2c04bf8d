import { describe, expect, it } from 'vitest';
import { isHttpUrl, isValidDatePattern, isValidLogo } from './site-config-rules.ts';
import { detectImageType } from './logo-store.ts';

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

  it('recognises PNG, JPEG and WebP by their first bytes', () => {
    expect(detectImageType(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe('png');
    expect(detectImageType(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0]))).toBe('jpg');
    const webp = Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBPVP8 ')]);
    expect(detectImageType(webp)).toBe('webp');
    expect(detectImageType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(detectImageType(Buffer.from('GIF89a'))).toBeNull();
    expect(detectImageType(Buffer.alloc(0))).toBeNull();
  });
});
