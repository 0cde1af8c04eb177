/**
 * The git history of content/, read with one `git log` (one process, not one per file, so a big
 * site stays fast): when each file last changed ("last updated", the sitemap's `lastmod`), and
 * each file's own list of commits, followed across moves, for the translation step
 * (src/node/translations/). Without history (a tarball, no git, a shallow clone) `missing` says
 * why, and every file falls back to its modification time.
 */
import { execFile } from 'node:child_process'
import { promisify } from 'node:util'

const run = promisify(execFile)

/** The words in a commit message that mark its change as needing no translation (a typo fix). */
export const skipMarker = '[skip translation]'

/** One commit that touched a file. */
export interface FileCommit {
  /** The full hash. */
  commit: string
  /** YYYY-MM-DD, the committer's date. */
  date: string
  /** Place in the log, newest first: a smaller number is a later commit. */
  order: number
  /** The file's path at that commit (it may have moved since). */
  path: string
  /** False for a pure move: the file's text is what it was before. */
  changed: boolean
  /** The commit message carries `[skip translation]`. */
  skip: boolean
}

export interface ContentHistory {
  /** Why there is no history to read, in a sentence; undefined when there is. */
  missing?: string
  /** `content/zh/blog/x.md` → its commits, newest first, under the path it has now. */
  files: Map<string, FileCommit[]>
  /** Paths that existed once and are gone now. */
  deleted: Set<string>
  /** Paths a file was moved away from → where it is now. */
  moved: Map<string, string>
  /** `content/zh/blog/x.md` → `2026-11-20`: its newest commit, moves included. */
  dates: Map<string, string>
  /** The file's text at a commit (`git show`), read once per commit and path. */
  textAt(commit: string, path: string): Promise<string>
}

/** A history with nothing in it, for a project without git. */
export const noHistory = (missing: string): ContentHistory => ({
  missing,
  files: new Map(),
  deleted: new Set(),
  moved: new Map(),
  dates: new Map(),
  textAt: () => Promise.reject(new Error(missing)),
})

const git = async (root: string, args: string[]) =>
  (await run('git', args, { cwd: root, maxBuffer: 256 * 1024 * 1024 })).stdout

/** The history of `content/` in the repository at `root`. */
export async function readContentHistory(root: string): Promise<ContentHistory> {
  let log: string
  try {
    // A record per commit: \x1e, then hash, date and message split by \x1f, then its files.
    log = await git(root, [
      'log',
      '--topo-order',
      // Paths from the project's folder, which need not be the repository's top.
      '--relative',
      '-M',
      '--name-status',
      '--format=%x1e%H%x1f%cI%x1f%B%x1f',
      '--',
      'content',
    ])
  } catch {
    return noHistory('content/ is not in a git repository, so no history can be read')
  }
  const shallow = await git(root, ['rev-parse', '--is-shallow-repository']).catch(() => 'false')
  const history = historyFromLog(log)
  const texts = new Map<string, Promise<string>>()
  history.textAt = (commit, path) => {
    // `./`: the path is from the project's folder, not the repository's top.
    const key = `${commit}:./${path}`
    let text = texts.get(key)
    if (!text) texts.set(key, (text = git(root, ['show', key])))
    return text
  }
  if (shallow.trim() === 'true')
    history.missing = 'this is a shallow clone, which holds only the newest commits'
  return history
}

/** Parses the log `readContentHistory` asks for (exported for its tests). */
export function historyFromLog(log: string): ContentHistory {
  const history = noHistory('')
  delete history.missing
  /** A path as it was at the commit being read → the path it has now. */
  const now = new Map<string, string>()
  const records = log.split('\x1e').slice(1)
  records.forEach((record, order) => {
    const [commit, isoDate, message, changes] = record.split('\x1f') as [
      string,
      string,
      string,
      string,
    ]
    const date = isoDate.slice(0, 10)
    const skip = message.includes(skipMarker)
    for (const line of changes.split('\n')) {
      const [status, ...paths] = line.split('\t')
      if (!status || !paths.length) continue
      const path = paths.at(-1)!
      const current = now.get(path) ?? path
      if (status === 'D') {
        // Deleted at this commit: gone now, unless a later commit brought a file back to it.
        if (!history.files.has(current)) history.deleted.add(current)
        continue
      }
      // An older commit of a file deleted since.
      if (history.deleted.has(current)) continue
      if (!history.dates.has(current)) history.dates.set(current, date)
      let commits = history.files.get(current)
      if (!commits) history.files.set(current, (commits = []))
      // R100: moved as it was; R with less, or anything else, changed the text.
      const changed = status !== 'R100'
      commits.push({ commit, date, order, path, changed, skip })
      // Older commits name the file by its old path.
      if (status.startsWith('R')) {
        now.set(paths[0]!, current)
        history.moved.set(paths[0]!, current)
      }
    }
  })
  return history
}
