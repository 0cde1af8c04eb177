/**
 * What `npm run bench:build` prints (bench/build.ts): each size's runs with the build's own
 * phase lines, what each cache saves (`--caches`), and a markdown table across sizes.
 */
import { slowFileMicros } from '../fs-probe.ts'
import { phasesOf, type BuildRun } from './build-run.ts'
import type { CacheSaving } from './build-caches.ts'

/** One size's runs and the dist/ they made. */
export interface Result {
  n: number
  pages: number
  cold: BuildRun
  unchanged: BuildRun
  changed: BuildRun
  /** With `--caches`: the unchanged build again without each kind of the store in turn. */
  caches: CacheSaving[]
  distMb: number
  /** `og/ 24.1 MB, html 8.0 MB, …`, largest first. */
  distParts: string
  /** Microseconds to create a file just before the cold build (fs-probe.ts). */
  fileMicros: number
}

export const seconds = (ms: number) => (ms / 1000).toFixed(1)

export const phaseSummary = (run: BuildRun) =>
  phasesOf(run.stdout)
    .map((phase) => `${phase.name} ${seconds(phase.ms)} s`)
    .join(', ')

function runLines(label: string, run: BuildRun, r: Result) {
  const ratio = `${(run.ms / r.cold.ms).toFixed(2)}× cold`
  return [
    `${label.padEnd(20)} ${seconds(run.ms)} s${run === r.cold ? '' : ` (${ratio})`}, ` +
      `${(r.pages / (run.ms / 1000)).toFixed(1)} pages/s, peak RSS ${Math.round(run.peakRssMb)} MB`,
    `  by phase:          ${phaseSummary(run)}`,
  ]
}

export function printResult(r: Result) {
  const lines = [
    `## N = ${r.n}: ${r.n} articles per locale, ${2 * r.n} in all`,
    '',
    `pages prerendered:   ${r.pages}`,
    `dist/:               ${r.distMb.toFixed(1)} MB (${r.distParts} MB)`,
    `a new file took:     ${Math.round(r.fileMicros)} µs just before the cold build` +
      (r.fileMicros > slowFileMicros
        ? ' (slow filesystem: figures inflated, bench/fs-probe.ts)'
        : ''),
    ...runLines('cold:', r.cold, r),
    ...r.cold.stdout
      .split('\n')
      .filter((line) => line.trim())
      .map((line) => `  build said:        ${line}`),
    ...runLines('nothing changed:', r.unchanged, r),
    ...runLines('one changed:', r.changed, r),
    `  build said:        ${r.changed.stdout.split('\n').find((l) => l.startsWith('Pages:'))}`,
    ...r.caches.map(
      ({ what, run, base = r.unchanged }) =>
        `without ${what}:`.padEnd(32) +
        `${seconds(run.ms)} s, so it saves ${seconds(run.ms - base.ms)} s (${phaseSummary(run)})`,
    ),
    '',
  ]
  console.log(lines.join('\n'))
}

export function printTable(results: Result[]) {
  const header = [
    'N per locale',
    'pages',
    'cold (s)',
    'pages/s',
    'peak RSS (MB)',
    'dist (MB)',
    'unchanged (s)',
    'one changed (s)',
    'changed / cold',
    'growth: cold, unchanged, changed',
    'new file (µs)',
  ]
  const rows = results.map((r, i) => {
    const p = results[i - 1]
    const growth = p
      ? `×${(r.cold.ms / p.cold.ms).toFixed(2)}, ×${(r.unchanged.ms / p.unchanged.ms).toFixed(2)}, ` +
        `×${(r.changed.ms / p.changed.ms).toFixed(2)} for ×${(r.n / p.n).toFixed(2)} N`
      : '—'
    return [
      r.n,
      r.pages,
      seconds(r.cold.ms),
      (r.pages / (r.cold.ms / 1000)).toFixed(1),
      Math.round(r.cold.peakRssMb),
      r.distMb.toFixed(1),
      seconds(r.unchanged.ms),
      seconds(r.changed.ms),
      (r.changed.ms / r.cold.ms).toFixed(2),
      growth,
      Math.round(r.fileMicros),
    ]
  })
  const line = (cells: unknown[]) => `| ${cells.join(' | ')} |`
  console.log([line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n'))
}
