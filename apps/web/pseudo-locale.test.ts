import { setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { CATALOGUES } from '../../packages/contract/src/i18n/catalogues.ts';
import { pseudoMessage, pseudoText } from './pseudo-locale.ts';

/** A swapped message as the page shows it, with its values. */
function shown(message: string, values: Record<string, unknown> = {}): string {
  const i18n = setupI18n({ locale: 'es-US', messages: { 'es-US': { m: pseudoMessage(compileMessage(message)) as never } } });
  return i18n._('m', values);
}

describe('the pseudo-locale texts', () => {
  it('swap every plain letter, and nothing else', () => {
    expect(pseudoText('Buscar 3 profesionales: ¿sí?')).toBe('Ɓúšçáŕ 3 þŕóƒéšíóñáļéš: ¿ší?');
    expect(pseudoText('Buscar')).not.toMatch(/[A-Za-z]/);
  });

  it('keep placeholders, plurals and selects working, with the values as they are', () => {
    expect(shown('Hola, {name}', { name: 'Maria' })).toBe('Ĥóļá, Maria');
    const plural = '{count, plural, one {# reseña} other {# reseñas}}';
    expect(shown(plural, { count: 1 })).toBe('1 ŕéšéñá');
    expect(shown(plural, { count: 4 })).toBe('4 ŕéšéñáš');
    expect(shown('{kind, select, message {un mensaje} other {una solicitud}}', { kind: 'message' })).toBe('úñ ɱéñšáĵé');
  });

  it('leave no plain letter in any Spanish text of the catalogue', () => {
    for (const texts of Object.values(CATALOGUES['es-US'])) {
      for (const [key, text] of Object.entries(texts)) {
        const values = Object.fromEntries([...String(text).matchAll(/\{(\w+)/g)].map(([, name]) => [name, 1]));
        expect(shown(String(text), values), key).not.toMatch(/[A-Za-z]/);
      }
    }
  });
});
