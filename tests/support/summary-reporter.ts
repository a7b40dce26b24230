import type { SerializedError } from "vitest";
import type { Reporter, TestModule } from "vitest/node";

/**
 * Ends a run with one plain line, "N passed, N failed" (", N skipped" when any), so
 * CI logs show the totals of unit and browser tests together at a glance. A file that
 * failed outside its tests (a failing beforeAll, an import error) and an unhandled error
 * each count as a failure: the line must never read "0 failed" for a red run.
 */
export default class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>, unhandledErrors: ReadonlyArray<SerializedError>) {
    const count = { passed: 0, failed: 0, skipped: 0, pending: 0 };
    for (const module of testModules) {
      for (const test of module.children.allTests()) count[test.result().state] += 1;
    }
    const failedOutsideTests = testModules.filter(
      (module) => module.state() === "failed" && ![...module.children.allTests()].some((test) => test.result().state === "failed"),
    ).length;
    const failed = count.failed + failedOutsideTests + unhandledErrors.length;
    const skipped = count.skipped + count.pending;
    console.log(`\n${count.passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`);
  }
}
