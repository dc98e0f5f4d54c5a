/**
 * Reads the outcome a Vitest run left (scripts/ci/outcome-reporter.ts) and says whether CI may run
 * some files again (docs/decisions/137-a-test-process-that-dies-is-named-and-run-again.md): only when
 * nothing failed and the run's only errors were test processes ending under their files. Then it
 * prints those files, one a line, and exits 0; otherwise it says why not and exits 1.
 */
import { readFileSync } from 'node:fs';

const [file] = process.argv.slice(2);
let outcome;
try {
  outcome = JSON.parse(readFileSync(file, 'utf8'));
} catch {
  console.error('The run left no outcome to read: it failed before its end.');
  process.exit(1);
}
if (outcome.failed.length > 0) {
  console.error(`Failed files are never run again: ${outcome.failed.join(', ')}`);
  process.exit(1);
}
if (outcome.otherErrors.length > 0) {
  console.error(`The run had errors outside the tests: ${outcome.otherErrors.join(' | ')}`);
  process.exit(1);
}
if (outcome.unfinished.length === 0) {
  console.error('Every file finished; the run failed for another reason.');
  process.exit(1);
}
for (const u of outcome.unfinished) console.log(u.file);
