/**
 * A bench's numeric settings, each from the environment variable BENCH_ and its name in capitals
 * (clients: BENCH_CLIENTS, outageSeconds: BENCH_OUTAGE_SECONDS), else the default given.
 */
export function benchSettings<const T extends Record<string, number>>(defaults: T): { [K in keyof T]: number } {
  return Object.fromEntries(
    Object.entries(defaults).map(([name, fallback]) => {
      const variable = `BENCH_${name.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase()}`;
      return [name, Number(process.env[variable] ?? fallback)];
    }),
  ) as { [K in keyof T]: number };
}
