import { describe, expect, it } from 'vitest';
import { phoneBadges } from './phone-badges.ts';

describe("a directory card's badges on a phone", () => {
  it('shows every badge that fits one row, whole', () => {
    expect([...phoneBadges(['Conventional', 'Jumbo', 'Investment'])]).toEqual([0, 1, 2]);
  });

  it("leaves room for the '+N' badge and skips a badge too long for the row", () => {
    expect([...phoneBadges(['Conventional', 'First-Time Homebuyer Programs', 'FHA', 'VA', 'Jumbo'])]).toEqual([0, 2, 3]);
    expect([...phoneBadges(['Conventional', 'Jumbo', 'Investment', 'Refinance'])]).toEqual([0, 1]);
  });

  it('always shows the first badge', () => {
    expect([...phoneBadges(['First-Time Homebuyer Programs and more words'])]).toEqual([0]);
  });
});
