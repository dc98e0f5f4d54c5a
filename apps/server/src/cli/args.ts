/** Reads `--name value` pairs from the command line. */
export function parseArgs(argv: string[]): Record<string, string> {
  const args: Record<string, string> = {};
  for (let i = 0; i < argv.length; i++) {
    const key = argv[i];
    if (!key?.startsWith('--')) continue;
    const value = argv[i + 1];
    if (value === undefined || value.startsWith('--')) args[key.slice(2)] = 'true';
    else {
      args[key.slice(2)] = value;
      i++;
    }
  }
  return args;
}
