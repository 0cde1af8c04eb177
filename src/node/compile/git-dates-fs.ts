/**
 * When each content file last changed, for "last updated" and the sitemap's `lastmod`: the date of
 * the newest commit that touched it, from one `git log` over content/ (one process, not one per
 * file, so a big site stays fast). Files git does not know (new, or no repository at all) get
 * their modification time from the loader instead.
 */
import { execFile } from 'node:child_process'
import { promisify } from 'node:util'

/** `content/zh/blog/x.md` → `2026-11-20`, for files with at least one commit. */
export async function gitDates(root: string): Promise<Map<string, string>> {
  const dates = new Map<string, string>()
  try {
    const { stdout } = await promisify(execFile)(
      'git',
      ['log', '--format=%x00%cI', '--name-only', '--no-renames', '--', 'content'],
      { cwd: root, maxBuffer: 256 * 1024 * 1024 },
    )
    let date = ''
    for (const line of stdout.split('\n')) {
      if (line.startsWith('\0')) date = line.slice(1, 11)
      else if (line && date && !dates.has(line)) dates.set(line, date)
    }
  } catch {
    // Not a repository, or no git: every file falls back to its modification time.
  }
  return dates
}
