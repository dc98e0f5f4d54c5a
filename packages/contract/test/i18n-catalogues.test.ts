import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type CompiledMessage, compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { CATALOGUES, NAMESPACES } from '../src/i18n/catalogues.ts';
import { LOCALES } from '../src/i18n/locale.ts';
import { SAME_IN_SPANISH } from '../src/i18n/same-words.ts';

const I18N_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src/i18n');

function entries(locale: (typeof LOCALES)[number]): Map<string, string> {
  const all = new Map<string, string>();
  for (const ns of NAMESPACES) {
    for (const [key, text] of Object.entries(CATALOGUES[locale][ns])) all.set(`${ns}.${key}`, text);
  }
  return all;
}

/** The names a compiled text asks for, plural and select branches included. */
function placeholders(message: CompiledMessage, into = new Set<string>()): Set<string> {
  if (typeof message === 'string') return into;
  for (const token of message) {
    if (typeof token === 'string') continue;
    const [name, , options] = token as unknown as [string, string?, Record<string, CompiledMessage>?];
    into.add(name);
    if (options && typeof options === 'object') {
      for (const branch of Object.values(options)) {
        if (typeof branch === 'string' || Array.isArray(branch)) placeholders(branch, into);
      }
    }
  }
  return into;
}

describe('the catalogues', () => {
  it('register every namespace module, the same ones in each language', () => {
    for (const locale of LOCALES) {
      const files = fs
        .readdirSync(path.join(I18N_DIR, locale))
        .filter((f) => f.endsWith('.ts'))
        .map((f) => f.slice(0, -3))
        .sort();
      expect(files, `${locale}/ holds exactly the registered namespaces`).toEqual([...NAMESPACES].sort());
    }
  });

  it('have every English key in Spanish and no other', () => {
    const english = [...entries('en-US').keys()].sort();
    const spanish = [...entries('es-US').keys()].sort();
    expect(spanish).toEqual(english);
  });

  it('translate every text, except the words listed as the same in Spanish', () => {
    const english = entries('en-US');
    const spanish = entries('es-US');
    const untranslated = [...spanish].filter(([id, text]) => english.get(id) === text).map(([id]) => id);
    expect(untranslated.sort()).toEqual([...SAME_IN_SPANISH].sort());
  });

  it('have no empty text, each a valid message, with the same placeholders in both languages', () => {
    const english = entries('en-US');
    const spanish = entries('es-US');
    for (const [id, text] of english) {
      expect(text.trim(), id).not.toBe('');
      const es = spanish.get(id) ?? '';
      expect(es.trim(), id).not.toBe('');
      expect([...placeholders(compileMessage(es))].sort(), id).toEqual([...placeholders(compileMessage(text))].sort());
    }
  });

  it("name a professional's NMLS ID in the glossary's words, 'NMLS ID' and 'número NMLS', never a bare 'NMLS'", () => {
    // The registry itself ('NMLS Consumer Access') and an ID beside its number ('NMLS {nmlsId}', 'NMLS #{nmlsId}') keep the bare word.
    const bare = {
      'en-US': /NMLS(?! ID| Consumer Access| \{| #\{)/,
      'es-US': /(?<![Nn]úmero )NMLS(?! Consumer Access| \{| #\{)/,
    };
    for (const locale of LOCALES) {
      const short = [...entries(locale)].filter(([, text]) => bare[locale].test(text)).map(([id, text]) => `${id}: ${text}`);
      expect(short, locale).toEqual([]);
    }
  });

  it('keep the English option labels of the option lists', async () => {
    const { LOAN_TYPES } = await import('../src/vocab.ts');
    for (const option of LOAN_TYPES) {
      expect(entries('en-US').get(`options.loanType.${option.code}`)).toBe(option.label);
    }
  });
});
