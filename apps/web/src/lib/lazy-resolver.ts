import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { loadSentences, translateSentence } from './page-texts.ts';

/** T: the form's values; Out: what the schema makes of them (the submit handler's values). */
export interface LazyResolver<T extends FieldValues, Out = T> extends Resolver<T, unknown, Out> {
  /** Starts loading the validation code (call on the form's first focus, so submit does not wait). */
  preload(): void;
}

/**
 * A form resolver whose validation code (zod and the form's schema) loads on first use instead of
 * with the page: public pages stay light, and the form still validates with the shared schema.
 */
export function lazyZodResolver<T extends FieldValues, Out = T>(loadSchema: () => Promise<unknown>): LazyResolver<T, Out> {
  let loaded: Promise<Resolver<T, unknown, Out>> | undefined;
  const load = () => {
    loaded ??= Promise.all([import('@hookform/resolvers/zod'), loadSchema(), loadSentences()]).then(
      ([{ zodResolver }, schema]) => zodResolver(schema as never) as unknown as Resolver<T, unknown, Out>,
    );
    return loaded;
  };
  const resolver = (async (values, context, options) => {
    const result = await (await load())(values, context, options);
    await loadSentences();
    return Object.keys(result.errors).length ? { ...result, errors: inLanguage(result.errors) } : result;
  }) as LazyResolver<T, Out>;
  resolver.preload = () => void load();
  return resolver;
}

/** The schema's English sentences in the page's language (a form's field errors, nested as the form is). */
function inLanguage<T extends FieldValues>(errors: FieldErrors<T>): FieldErrors<T> {
  const walk = (value: unknown): unknown => {
    if (!value || typeof value !== 'object') return value;
    if (Array.isArray(value)) return value.map(walk);
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) =>
        key === 'message' && typeof inner === 'string'
          ? [key, translateSentence(inner)]
          : [key, key === 'ref' ? inner : walk(inner)],
      ),
    );
  };
  return walk(errors) as FieldErrors<T>;
}
