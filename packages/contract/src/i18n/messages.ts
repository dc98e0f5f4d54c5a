/**
 * The shape of a catalogue: one module per namespace and language, `en-US/<namespace>.ts` and
 * `es-US/<namespace>.ts`, each a default export of ICU MessageFormat texts by key
 * (`{name}`, `{count, plural, one {# professional} other {# professionals}}`).
 */
import type { Option } from '../vocab.ts';

/** A namespace's texts by key. */
export type Messages = Readonly<Record<string, string>>;

/**
 * Another language's version of an English namespace: exactly its keys, each a text. A Spanish
 * module ends in `satisfies Translation<typeof en>`, so a missing or extra key fails the typecheck.
 */
export type Translation<English extends Messages> = { readonly [K in keyof English]: string };

/**
 * An option list's labels as catalogue entries, `<prefix>.<code>`: the English catalogue takes the
 * labels the list already has, so they are written once.
 */
export function optionLabels<const Prefix extends string, const O extends readonly Option[]>(
  prefix: Prefix,
  options: O,
): { readonly [Item in O[number] as `${Prefix}.${Item['code']}`]: Item['label'] } {
  return Object.fromEntries(options.map((o) => [`${prefix}.${o.code}`, o.label])) as never;
}
