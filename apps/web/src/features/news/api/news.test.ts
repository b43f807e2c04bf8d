import { describe, expect, it } from 'vitest';
import { newsAssetUrl, withAbsoluteImages } from './news.ts';

describe('the news calls', () => {
  it('keep same-origin image URLs as they are on the web', () => {
    expect(newsAssetUrl('/api/vue/news/image/abcdefghijkl')).toBe('/api/vue/news/image/abcdefghijkl');
    const html = '<p><img src="/api/vue/news/image/abcdefghijkl" alt="" /></p>';
    expect(withAbsoluteImages(html)).toBe(html);
  });
});
