import { describe, expect, it } from 'vitest';
import { newsDetail, newsList } from '@saham/contract/news';
import { NEWS_DETAIL, NEWS_LIST, newsAssetUrl, withAbsoluteImages } from './news.ts';

describe('the news calls', () => {
  it('name the contract paths, and move no money', () => {
    expect(NEWS_LIST.path).toBe(newsList.path);
    expect(NEWS_DETAIL.path).toBe(newsDetail.path);
    expect(NEWS_LIST.isMoneyMoving).toBe(false);
    expect(NEWS_DETAIL.isMoneyMoving).toBe(false);
  });

  it('keep same-origin image URLs as they are on the web', () => {
    expect(newsAssetUrl('/api/vue/news/image/abcdefghijkl')).toBe('/api/vue/news/image/abcdefghijkl');
    const html = '<p><img src="/api/vue/news/image/abcdefghijkl" alt="" /></p>';
    expect(withAbsoluteImages(html)).toBe(html);
  });
});
