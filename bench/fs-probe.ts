/**
 * How long the filesystem takes to create a file right now, printed by `npm run bench:build`
 * beside its figures so that a slow run can be told from a slow build.
 *
 * This machine's ext4 has no journal. Within minutes of thousands of files being deleted, the
 * kernel steps over each recently freed inode before it hands out a new one (`recently_deleted`
 * in `find_inode_bit`, 59% of a `perf` profile of file creation): 0.5–0.7 ms a file instead of
 * 20–60 µs, measured 2026-11-26. A cold build at 1,000 articles creates ≈13,000 files and folders
 * (pages, payloads, cards, content, cache entries), so the same build can take seconds longer
 * after a large deletion (a test run, a removed copy) than on a fresh clone.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

/** Above this, the benchmark says its figures are inflated by the filesystem. */
export const slowFileMicros = 150

/**
 * Microseconds per file to create `count` empty files in a new folder `dir`. They are left in
 * place (the benchmark removes its copy at the end): deleting them now would slow the build.
 */
export function fileCreationMicros(dir: string, count = 1000): number {
  mkdirSync(dir, { recursive: true })
  const started = performance.now()
  for (let i = 0; i < count; i++) writeFileSync(join(dir, `f${i}`), '')
  return ((performance.now() - started) * 1000) / count
}
