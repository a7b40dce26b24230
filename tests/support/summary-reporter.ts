import type { Reporter, TestModule } from "vitest/node";

/**
 * Ends a run with one plain line, "N passed, N failed" (", N skipped" when any), so
 * CI logs show the totals of unit and browser tests together at a glance.
 */
export default class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    const count = { passed: 0, failed: 0, skipped: 0, pending: 0 };
    for (const module of testModules) {
      for (const test of module.children.allTests()) count[test.result().state] += 1;
    }
    const failed = count.failed + testModules.filter((module) => module.state() === "failed" && !module.children.size).length;
    const skipped = count.skipped + count.pending;
    console.log(`\n${count.passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`);
  }
}
