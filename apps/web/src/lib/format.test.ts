import { afterEach, describe, expect, it } from 'vitest';
import { formatDate, formatDay, formatNumber, formatRelative } from './format.ts';
import { i18n } from './i18n.tsx';

const now = new Date('2026-11-28T12:00:00Z');
const ago = (minutes: number) => new Date(now.getTime() - minutes * 60_000);

function activate(locale: string) {
  i18n.load(locale, {});
  i18n.activate(locale);
}

afterEach(() => activate('en-US'));

describe('dates and numbers in the page language', () => {
  it('keeps the English texts exactly', () => {
    activate('en-US');
    expect(formatDate('2026-11-21T12:00:00Z')).toBe('Nov 21, 2026');
    expect(formatDay('2026-12-01')).toBe('Dec 1, 2026');
    expect(formatNumber(1234567)).toBe('1,234,567');
    expect(formatRelative(ago(0), now)).toBe('just now');
    expect(formatRelative(ago(5), now)).toBe('5 min ago');
    expect(formatRelative(ago(180), now)).toBe('3 h ago');
    expect(formatRelative(ago(24 * 60), now)).toBe('yesterday');
    expect(formatRelative(ago(4 * 24 * 60), now)).toBe('4 days ago');
    expect(formatRelative(ago(8 * 24 * 60), now)).toBe('Nov 20, 2026');
  });

  it('writes them in Spanish on a Spanish page', () => {
    activate('es-US');
    expect(formatDate('2026-11-21T12:00:00Z')).toBe('21 nov 2026');
    expect(formatDay('2026-12-01')).toBe('1 dic 2026');
    expect(formatNumber(1234567)).toBe('1,234,567');
    expect(formatRelative(ago(0), now)).toBe('ahora');
    expect(formatRelative(ago(5), now)).toBe('hace 5 min');
    expect(formatRelative(ago(180), now)).toBe('hace 3 h');
    expect(formatRelative(ago(24 * 60), now)).toBe('ayer');
    expect(formatRelative(ago(4 * 24 * 60), now)).toBe('hace 4 días');
    expect(formatRelative(ago(8 * 24 * 60), now)).toBe('20 nov 2026');
  });
});
