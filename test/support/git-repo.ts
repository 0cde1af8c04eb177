/**
 * A throwaway git repository for tests of what the build reads from history: files written and
 * committed on the dates a test names, so the dates it checks are its own.
 */
import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'

export interface GitRepo {
  root: string
  /** Writes files (path → text, from the root) and commits them on `date` (YYYY-MM-DD). */
  commit(date: string, message: string, files?: Record<string, string>): string
  /** Moves a file, and commits that on `date`. */
  move(date: string, from: string, to: string): string
  /** Runs git with these arguments; its output. */
  git(...args: string[]): string
  remove(): void
}

/** A new repository in a new temporary folder. */
export const gitRepo = (prefix = 'git-repo-'): GitRepo =>
  gitRepoAt(mkdtempSync(join(tmpdir(), prefix)))

/** A new repository in the folder `root`, with whatever files it holds. */
export function gitRepoAt(root: string): GitRepo {
  const run = (args: string[], date = '2024-01-01') => {
    const at = `${date}T12:00:00Z`
    const env = { ...process.env, GIT_AUTHOR_DATE: at, GIT_COMMITTER_DATE: at }
    for (const who of ['AUTHOR', 'COMMITTER']) {
      Object.assign(env, { [`GIT_${who}_NAME`]: 'Test', [`GIT_${who}_EMAIL`]: 'test@example.com' })
    }
    return execFileSync('git', args, { cwd: root, env, stdio: 'pipe' }).toString().trim()
  }
  run(['init', '-q', '-b', 'main'])
  const head = () => run(['rev-parse', 'HEAD'])
  return {
    root,
    commit(date, message, files = {}) {
      for (const [path, text] of Object.entries(files)) {
        mkdirSync(dirname(join(root, path)), { recursive: true })
        writeFileSync(join(root, path), text)
      }
      run(['add', '-A'], date)
      run(['commit', '-q', '--allow-empty', '-m', message], date)
      return head()
    },
    move(date, from, to) {
      mkdirSync(dirname(join(root, to)), { recursive: true })
      renameSync(join(root, from), join(root, to))
      return this.commit(date, `Move ${from}`)
    },
    git: (...args) => run(args),
    remove: () => rmSync(root, { recursive: true, force: true }),
  }
}
