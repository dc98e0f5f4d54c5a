import type { FieldValues, Resolver } from 'react-hook-form';

export interface LazyResolver<T extends FieldValues> extends Resolver<T> {
  /** Starts loading the validation code (call on the form's first focus, so submit does not wait). */
  preload(): void;
}

/**
 * A form resolver whose validation code (zod and the form's schema) loads on first use instead of
 * with the page: public pages stay light, and the form still validates with the shared schema.
 */
export function lazyZodResolver<T extends FieldValues>(loadSchema: () => Promise<unknown>): LazyResolver<T> {
  let loaded: Promise<Resolver<T>> | undefined;
  const load = () => {
    loaded ??= Promise.all([import('@hookform/resolvers/zod'), loadSchema()]).then(
      ([{ zodResolver }, schema]) => zodResolver(schema as never) as unknown as Resolver<T>,
    );
    return loaded;
  };
  const resolver = (async (values, context, options) => (await load())(values, context, options)) as LazyResolver<T>;
  resolver.preload = () => void load();
  return resolver;
}
