/**
 * Prints one plain closing line, `Tests: N passed, N failed`, after vitest's own report, so CI
 * logs state the count in a form any reader (or log scraper) understands.
 */
import type { Reporter, TestModule } from 'vitest/node'

export default class SummaryReporter implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>): void {
    const count = { passed: 0, failed: 0, skipped: 0, pending: 0 }
    for (const module of modules) {
      for (const test of module.children.allTests()) count[test.result().state]++
    }
    const skipped = count.skipped ? `, ${count.skipped} skipped` : ''
    console.log(`\nTests: ${count.passed} passed, ${count.failed} failed${skipped}`)
  }
}
