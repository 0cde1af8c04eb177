import { spawnSync } from 'node:child_process'
import { join } from 'node:path'
import { expect, it } from 'vitest'

const root = join(import.meta.dirname, '..', '..')

it('counts a file that fails before its tests as a failure in the closing line', () => {
  const run = spawnSync(
    process.execPath,
    [
      join(root, 'node_modules', 'vitest', 'vitest.mjs'),
      'run',
      '--root',
      join(root, 'test', 'fixtures', 'summary-reporter'),
      '--reporter',
      join(root, 'test', 'support', 'summary-reporter.ts'),
    ],
    { encoding: 'utf8' },
  )
  expect(run.status).not.toBe(0)
  expect(run.stdout.trim().split('\n').at(-1)).toBe('Tests: 1 passed, 1 failed')
})
