/**
 * Some properties of an object by their names: fields of a row, or columns of a table or a view for
 * a query's selection (a view's columns are read through its own names, so they keep its alias).
 */
export function pick<T extends object, const K extends keyof T>(source: T, keys: readonly K[]): Pick<T, K> {
  return Object.fromEntries(keys.map((k) => [k, source[k]])) as Pick<T, K>;
}
