/**
 * Compiles the contract's catalogue modules for the browser (decision 115): importing
 * `packages/contract/src/i18n/<locale>/<namespace>.ts?catalogue` gives that namespace's texts as Lingui's
 * compiled messages, each module a chunk of its own, so the page loads only its language's texts and
 * never the message parser.
 */
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { type Plugin, runnerImport } from 'vite';

const QUERY = '?catalogue';

export function catalogues(): Plugin {
  return {
    name: 'mx-catalogues',
    async load(id) {
      if (!id.endsWith(QUERY)) return null;
      const file = id.slice(0, -QUERY.length);
      const { module } = await runnerImport<{ default: Record<string, string> }>(file);
      // The module's imports (the English constants) change its texts too.
      for (const dep of [file]) this.addWatchFile(dep);
      const compiled = Object.fromEntries(Object.entries(module.default).map(([key, text]) => [key, compileMessage(text)]));
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(compiled))});`;
    },
  };
}
