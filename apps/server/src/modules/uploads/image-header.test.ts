import { describe, expect, it } from 'vitest';
import { jpegWithExif, pngHeaderClaiming, pngImage, webpImage } from '../../test/identity-factory.ts';
import { readImageHeader } from './image-header.ts';

describe('reading an image header', () => {
  it('recognises JPEG, PNG and WebP by content and reads their dimensions', async () => {
    expect(readImageHeader(await jpegWithExif())).toEqual({ type: 'jpeg', width: 32, height: 24 });
    expect(readImageHeader(await pngImage(7, 9))).toEqual({ type: 'png', width: 7, height: 9 });
    expect(readImageHeader(await webpImage())).toEqual({ type: 'webp', width: 20, height: 10 });
  });

  it('reads the size a PNG header claims without decoding anything', () => {
    expect(readImageHeader(pngHeaderClaiming(50_000, 50_000))).toEqual({
      type: 'png',
      width: 50_000,
      height: 50_000,
    });
  });

  it('answers null for other content', () => {
    expect(readImageHeader(Buffer.from('%PDF-1.7 hello'))).toBeNull();
    expect(readImageHeader(Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]))).toBeNull();
    expect(readImageHeader(Buffer.from([0xff, 0xd8, 0xff, 0xd9]))).toBeNull();
    expect(readImageHeader(Buffer.alloc(0))).toBeNull();
  });
});
