/**
 * Compiles the contract's catalogue modules for the browser (decision 115): importing
 * `packages/contract/src/i18n/<locale>/<namespace>.ts?catalogue` gives that namespace's texts as Lingui's
 * compiled messages, each module a chunk of its own, so the page loads only its language's texts and
 * never the message parser.
 */
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { type Plugin, runnerImport } from 'vite';
import { pseudoMessage } from './pseudo-locale.ts';

const QUERY = '?catalogue';
/** The Spanish catalogue's modules, which the pseudo-locale build swaps (`MX_PSEUDO_LOCALE=1`). */
const SPANISH = /[\\/]i18n[\\/]es-US[\\/][^\\/]+\.ts$/;

export function catalogues(): Plugin {
  const pseudo = process.env.MX_PSEUDO_LOCALE === '1';
  return {
    name: 'mx-catalogues',
    async load(id) {
      if (!id.endsWith(QUERY)) return null;
      const file = id.slice(0, -QUERY.length);
      const { module } = await runnerImport<{ default: Record<string, string> }>(file);
      // The module's imports (the English constants) change its texts too.
      for (const dep of [file]) this.addWatchFile(dep);
      const swap = pseudo && SPANISH.test(file);
      const compiled = Object.fromEntries(
        Object.entries(module.default).map(([key, text]) => [
          key,
          swap ? pseudoMessage(compileMessage(text)) : compileMessage(text),
        ]),
      );
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(compiled))});`;
    },
  };
}
