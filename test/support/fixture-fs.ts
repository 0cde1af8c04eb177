/** Test helper: a fixture project is the good base with a case's files laid over it. */
import { readdir, readFile } from 'node:fs/promises'
import { join, relative, sep } from 'node:path'
import { loadInput, type ContentInput, type SourceFile } from '../../src/node/compile/load-fs.ts'

export const fixturesDir = join(import.meta.dirname, '..', 'fixtures')

async function files(dir: string): Promise<SourceFile[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true })
  return Promise.all(
    entries
      .filter((e) => e.isFile() && e.name !== 'expected.txt')
      .map(async (e) => ({
        path: relative(dir, join(e.parentPath, e.name)).split(sep).join('/'),
        bytes: await readFile(join(e.parentPath, e.name)),
      })),
  )
}

/**
 * The good project with `overlay`'s files replacing or joining its own: a case of `bad/` (content
 * the build refuses) or of `odd/` (strange content it accepts, with a documented result).
 */
export async function loadFixture(
  overlay?: string,
  group: 'bad' | 'odd' = 'bad',
): Promise<ContentInput> {
  const base = await loadInput(join(fixturesDir, 'good'))
  if (!overlay) return base
  const extra = await files(join(fixturesDir, group, overlay))
  const merge = (list: SourceFile[], prefix: string) => {
    const byPath = new Map(list.map((f) => [f.path, f]))
    for (const f of extra) if (f.path.startsWith(prefix)) byPath.set(f.path, f)
    return [...byPath.values()].sort((a, b) => a.path.localeCompare(b.path))
  }
  return {
    siteLocales: base.siteLocales,
    content: merge(base.content, 'content/'),
    locales: merge(base.locales, 'locales/'),
    publicFiles: base.publicFiles,
  }
}
