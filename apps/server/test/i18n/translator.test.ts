import { describe, expect, it } from 'vitest';
import { translator } from '../../src/lib/i18n.ts';

describe('the server translator', () => {
  it('answers each language from its catalogue', () => {
    expect(translator('en-US')('options.loanType.cash-out-refinancing')).toBe('Cash-Out Refinancing');
    expect(translator('es-US')('options.loanType.cash-out-refinancing')).toBe('Refinanciamiento con retiro de efectivo');
    expect(translator('es-US')('common.languageSwitchLabel')).toBe('Idioma');
  });
});
