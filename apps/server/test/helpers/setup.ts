import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { leftBehind, type ProcessState, processState } from './file-hygiene.ts';

// A console.error during a test is a failure: nothing in the app should write one unnoticed.
let errors: unknown[][] = [];
const original = console.error;
beforeEach(() => {
  errors = [];
  console.error = (...args: unknown[]) => {
    errors.push(args);
    original(...args);
  };
});
afterEach(() => {
  console.error = original;
  if (errors.length > 0) throw new Error(`console.error was called: ${String(errors[0]?.[0])}`);
});

// The files of `npm test` share their test process (docs/decisions/140): a file leaves it as it found
// it, or fails. This hook runs after the file's own afterAll hooks.
let before: ProcessState;
beforeAll(() => {
  before = processState();
});
afterAll(() => {
  const problems = leftBehind(before);
  if (problems.length > 0) throw new Error(`This test file left its test process changed: ${problems.join(' ')}`);
});
