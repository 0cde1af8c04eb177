/**
 * Prints one plain closing line, `Tests: N passed, N failed`, after vitest's own report, so CI
 * logs state the count in a form any reader (or log scraper) understands. A file that fails
 * outside its tests (an import that throws, a failing `beforeAll`) and an unhandled error each
 * count as one failure: otherwise such a run would close on "0 failed".
 */
import type { Reporter, SerializedError, TestModule } from 'vitest/node'

export default class SummaryReporter implements Reporter {
  onTestRunEnd(
    modules: ReadonlyArray<TestModule>,
    unhandledErrors: ReadonlyArray<SerializedError> = [],
  ): void {
    const count = { passed: 0, failed: unhandledErrors.length, skipped: 0, pending: 0 }
    for (const module of modules) {
      const before = count.failed
      for (const test of module.children.allTests()) count[test.result().state]++
      if (module.state() === 'failed' && count.failed === before) count.failed++
    }
    const skipped = count.skipped ? `, ${count.skipped} skipped` : ''
    console.log(`\nTests: ${count.passed} passed, ${count.failed} failed${skipped}`)
  }
}
