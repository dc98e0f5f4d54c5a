import { afterEach, beforeEach } from 'vitest';

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
