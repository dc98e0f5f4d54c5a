import { describe, expect, it } from 'vitest';
import { pageNumbers } from './pagination.tsx';

describe('pageNumbers', () => {
  it('shows every page up to five', () => {
    expect(pageNumbers(1, 1)).toEqual([1]);
    expect(pageNumbers(2, 2)).toEqual([1, 2]);
    expect(pageNumbers(3, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('shows at most five numbers, the first and the last always, with an ellipsis where pages are left out', () => {
    expect(pageNumbers(1, 20)).toEqual([1, 2, 3, 4, 'ellipsis', 20]);
    expect(pageNumbers(3, 20)).toEqual([1, 2, 3, 4, 'ellipsis', 20]);
    expect(pageNumbers(4, 20)).toEqual([1, 'ellipsis', 3, 4, 5, 'ellipsis', 20]);
    expect(pageNumbers(10, 20)).toEqual([1, 'ellipsis', 9, 10, 11, 'ellipsis', 20]);
    expect(pageNumbers(18, 20)).toEqual([1, 'ellipsis', 17, 18, 19, 20]);
    expect(pageNumbers(20, 20)).toEqual([1, 'ellipsis', 17, 18, 19, 20]);
    for (let page = 1; page <= 20; page++) {
      expect(pageNumbers(page, 20).filter((n) => n !== 'ellipsis').length).toBeLessThanOrEqual(5);
      expect(pageNumbers(page, 20)).toContain(page);
    }
  });
});
