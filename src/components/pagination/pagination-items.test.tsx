import { describe, expect, it } from 'vitest';
import { paginationItems, type PaginationItem } from './pagination-items';

const S = 'ellipsis-start';
const E = 'ellipsis-end';

describe('paginationItems', () => {
  it.each<[number, number, PaginationItem[]]>([
    [1, 1, [1]],
    [1, 0, [1]],
    [1, 2, [1, 2]],
    [1, 7, [1, 2, 3, 4, 5, 6, 7]],
    [4, 7, [1, 2, 3, 4, 5, 6, 7]],
    [7, 7, [1, 2, 3, 4, 5, 6, 7]],
    [1, 8, [1, 2, E, 8]],
    [1, 20, [1, 2, E, 20]],
    [2, 20, [1, 2, 3, E, 20]],
    [3, 20, [1, 2, 3, 4, E, 20]],
    [4, 20, [1, 2, 3, 4, 5, E, 20]],
    [5, 20, [1, S, 4, 5, 6, E, 20]],
    [10, 20, [1, S, 9, 10, 11, E, 20]],
    [16, 20, [1, S, 15, 16, 17, E, 20]],
    [17, 20, [1, S, 16, 17, 18, 19, 20]],
    [18, 20, [1, S, 17, 18, 19, 20]],
    [20, 20, [1, S, 19, 20]],
    [0, 20, [1, 2, E, 20]],
    [99, 20, [1, S, 19, 20]],
  ])('page %i of %i', (page, pageCount, expected) => {
    expect(paginationItems(page, pageCount)).toEqual(expected);
  });

  it('always includes the first, last and current page, in order and without repeats', () => {
    for (let pageCount = 1; pageCount <= 30; pageCount += 1) {
      for (let page = 1; page <= pageCount; page += 1) {
        const pages = paginationItems(page, pageCount).filter(
          (item): item is number => typeof item === 'number',
        );
        expect(pages[0]).toBe(1);
        expect(pages.at(-1)).toBe(pageCount);
        expect(pages).toContain(page);
        expect([...pages].sort((a, b) => a - b)).toEqual(pages);
        expect(new Set(pages).size).toBe(pages.length);
      }
    }
  });
});
