/**
 * A throw-away copy of a project for tests that write content: the fixture's content, locales and
 * public files, with the real app source and dependencies linked in.
 */
import { cp, mkdtemp, rm, symlink } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

export const repoRoot = join(import.meta.dirname, '..', '..')

/**
 * Node's arguments for one of our scripts as package.json runs it (`node <script>`: Node runs the
 * TypeScript itself), made absolute so they work from any folder.
 */
export function scriptArgs(script: string, root = repoRoot): string[] {
  return [join(root, script)]
}

/** Node's arguments for `build:prerender`. */
export const prerenderArgs = scriptArgs('prerender/prerender.ts')

export async function tempProject(fixture = join(repoRoot, 'test', 'fixtures', 'good')) {
  const dir = await mkdtemp(join(tmpdir(), 'portfolio-'))
  for (const name of ['content', 'locales', 'public'])
    await cp(join(fixture, name), join(dir, name), { recursive: true })
  // index.html is copied: Rollup refuses an entry whose real path lies outside the root.
  await cp(join(repoRoot, 'index.html'), join(dir, 'index.html'))
  for (const name of [
    'src',
    'node_modules',
    'uno.config.ts',
    'vite.config.ts',
    'tsconfig.json',
    'package.json',
  ]) {
    await symlink(join(repoRoot, name), join(dir, name))
  }
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) }
}
