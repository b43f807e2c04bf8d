import { describe, expect, it } from 'vitest';
import { searchPagesQuery } from './search.ts';

describe('the instrument search', () => {
  it('asks for the next page while more follow, and stops after the last', () => {
    const page = (number: number, hasMore: boolean) => ({ items: [], page: number, total: 25, hasMore });
    const query = searchPagesQuery('ma', 'en', '');
    expect(query.initialPageParam).toBe(1);
    expect(query.getNextPageParam(page(2, true), [], 2, [])).toBe(3);
    expect(query.getNextPageParam(page(3, false), [], 3, [])).toBeUndefined();
  });

  it('does not search blank text, and keys results by text, language and account', () => {
    expect(searchPagesQuery('   ', 'en', '').enabled).toBe(false);
    expect(searchPagesQuery('ma', 'en', '').enabled).toBe(true);
    expect(searchPagesQuery('ma', 'ja', 'a').queryKey).not.toEqual(
      searchPagesQuery('ma', 'en', 'a').queryKey,
    );
    expect(searchPagesQuery('ma', 'en', 'a').queryKey).not.toEqual(
      searchPagesQuery('ma', 'en', 'b').queryKey,
    );
  });
});
