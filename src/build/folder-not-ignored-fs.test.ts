/**
 * This folder is source, not output (decision 0046): a git ignore of `build/` set for every
 * repository of a machine must not hide the files an author adds here.
 */
import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'

const root = join(import.meta.dirname, '..', '..')
const dir = mkdtempSync(join(tmpdir(), 'global-ignore-'))
const globalIgnore = join(dir, 'ignore')
writeFileSync(globalIgnore, 'build/\n')
afterAll(() => rmSync(dir, { recursive: true, force: true }))

/** Whether git, with that global ignore, ignores `path` (`git check-ignore` exits 0 when it does). */
const ignored = (path: string) =>
  spawnSync('git', ['-c', `core.excludesFile=${globalIgnore}`, 'check-ignore', '-q', path], {
    cwd: root,
  }).status === 0

describe('a global git ignore of build/', () => {
  it('still ignores a build folder elsewhere, so the check below can fail', () => {
    expect(ignored('scripts/build/output.js')).toBe(true)
  })

  it('does not hide a new file in src/build', () => {
    expect(ignored('src/build/a-new-plugin.ts')).toBe(false)
    expect(ignored('src/build/markdown/remark-new.ts')).toBe(false)
  })
})
