# shellcheck shell=bash
# Sourced by .ci/run; apps/server/test/platform/ci-outcome.test.ts runs it on files made to die.
# vitest_ci COMMAND...: a Vitest run whose arguments end the command line. If it fails only because
# a file's test process ended before the file did (Vitest's "Worker exited unexpectedly", which names
# no file), the reporter names the file and the test it was in, and that file alone runs once more;
# a failed test or any other error fails the run as it is (docs/decisions/137).
VITEST_CI_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
vitest_ci() {
  local outcome files
  outcome="$(mktemp)"
  if VITEST_OUTCOME_FILE="$outcome" "$@" --reporter=default --reporter="$VITEST_CI_DIR/outcome-reporter.ts"; then
    rm -f "$outcome"
    return 0
  fi
  if ! files="$(node "$VITEST_CI_DIR/rerun-unfinished.mjs" "$outcome")"; then
    rm -f "$outcome"
    return 1
  fi
  rm -f "$outcome"
  printf '\n==> %s\n' "running again, on their own, the files whose test process ended under them: $(echo $files)"
  # shellcheck disable=SC2086 # one path a word
  "$@" $files
}
