/**
 * A Vitest reporter for CI (docs/decisions/137-a-test-process-that-dies-is-named-and-run-again.md):
 * at the end of a run it writes, to the file named by VITEST_OUTCOME_FILE, which test files failed,
 * which never finished because their process ended under them, and the run's other errors; and it
 * prints the unfinished ones with the test each was in, which Vitest's own summary does not name.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Reporter, SerializedError, TestModule } from 'vitest/node';

/** What a run left behind, as scripts/ci/rerun-unfinished.mjs reads it. */
export interface RunOutcome {
  /** Files with a failed test or a failed hook. */
  failed: string[];
  /**
   * Files whose process ended before they reported an end, with how many of their tests had reported
   * a result by then (results reach the reporter in batches, so the test the process died in is the
   * first unreported one or a later one).
   */
  unfinished: { file: string; testsDone: number; testsLeft: number; inTest: string | null }[];
  /** Errors outside any test other than a test process ending unexpectedly. */
  otherErrors: string[];
}

const PROCESS_ENDED = 'Worker exited unexpectedly';

function relative(moduleId: string): string {
  return path.relative(process.cwd(), moduleId);
}

function causeOf(error: SerializedError): string {
  const cause = (error as { cause?: SerializedError }).cause;
  return `${error.message ?? ''} ${cause?.message ?? ''}`;
}

export default class OutcomeReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>, unhandledErrors: ReadonlyArray<SerializedError>): void {
    const outcome: RunOutcome = { failed: [], unfinished: [], otherErrors: [] };
    for (const module of testModules) {
      const state = module.state();
      if (state === 'failed') outcome.failed.push(relative(module.moduleId));
      else if (state === 'pending' || state === 'queued') {
        const tests = [...module.children.allTests()];
        const done = tests.filter((t) => t.result().state !== 'pending');
        outcome.unfinished.push({
          file: relative(module.moduleId),
          testsDone: done.length,
          testsLeft: tests.length - done.length,
          inTest: tests.find((t) => t.result().state === 'pending')?.fullName ?? null,
        });
      }
    }
    for (const error of unhandledErrors) {
      if (!causeOf(error).includes(PROCESS_ENDED)) outcome.otherErrors.push(causeOf(error).trim());
    }
    for (const u of outcome.unfinished) {
      process.stdout.write(
        `\nThe test process of ${u.file} ended before the file finished: ${u.testsDone} of its tests had ` +
          `reported${u.inTest ? `, the first test that had not: "${u.inTest}"` : ''}.\n`,
      );
    }
    const target = process.env.VITEST_OUTCOME_FILE;
    if (target) writeFileSync(target, JSON.stringify(outcome, null, 2));
  }
}
