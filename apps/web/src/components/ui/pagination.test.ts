import { describe, expect, it } from 'vitest';
import { pageItems } from './pagination.tsx';

describe('pageItems', () => {
  it('shows nothing for a single page', () => {
    expect(pageItems(1, 0)).toEqual([]);
    expect(pageItems(1, 1)).toEqual([]);
  });

  it('shows every page up to five', () => {
    expect(pageItems(2, 2)).toEqual([1, 2]);
    expect(pageItems(3, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('shows five numbers around the current page with an ellipsis where pages are left out', () => {
    expect(pageItems(1, 20)).toEqual([1, 2, 3, 4, 5, 'gap-end']);
    expect(pageItems(3, 20)).toEqual([1, 2, 3, 4, 5, 'gap-end']);
    expect(pageItems(4, 20)).toEqual(['gap-start', 2, 3, 4, 5, 6, 'gap-end']);
    expect(pageItems(10, 20)).toEqual(['gap-start', 8, 9, 10, 11, 12, 'gap-end']);
    expect(pageItems(19, 20)).toEqual(['gap-start', 16, 17, 18, 19, 20]);
    expect(pageItems(20, 20)).toEqual(['gap-start', 16, 17, 18, 19, 20]);
  });

  it('clamps a page outside the range', () => {
    expect(pageItems(50, 6)).toEqual(['gap-start', 2, 3, 4, 5, 6]);
    expect(pageItems(0, 6)).toEqual([1, 2, 3, 4, 5, 'gap-end']);
  });
});
