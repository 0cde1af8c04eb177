/**
 * The report `npm run bench:lighthouse` prints (bench/lighthouse.ts): the table of the four scores
 * with LCP, TBT and CLS per page, what each page loses points to, and notes on the run.
 */

/**
 * The parts of a Lighthouse 13 result (the LHR, `types/lhr/lhr.d.ts` in the lighthouse package)
 * this report reads. Declared here: Lighthouse is installed on first use (bench/lighthouse.ts),
 * not with the project, so its own types are not there to import.
 */
export interface LighthouseAudit {
  id: string
  title: string
  score: number | null
  scoreDisplayMode:
    'numeric' | 'binary' | 'manual' | 'informative' | 'notApplicable' | 'error' | 'metricSavings'
  displayValue?: string
  numericValue?: number
  errorMessage?: string
}

export interface LighthouseCategory {
  score: number | null
  auditRefs: { id: string; weight: number }[]
}

export interface LighthouseResult {
  lighthouseVersion: string
  categories: Record<string, LighthouseCategory>
  audits: Record<string, LighthouseAudit>
  /** Set when the page could not be loaded: then no audit has a score. */
  runtimeError?: { code: string; message: string }
  runWarnings: string[]
  environment: { hostUserAgent: string; benchmarkIndex: number }
}

export const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const
const categoryTitles: Record<(typeof categories)[number], string> = {
  performance: 'Performance',
  accessibility: 'Accessibility',
  'best-practices': 'Best practices',
  seo: 'SEO',
}

export interface PageResult {
  path: string
  lhr: LighthouseResult
}

function score(lhr: LighthouseResult, id: string): number | null {
  const value = lhr.categories[id]?.score
  return value === null || value === undefined ? null : Math.round(value * 100)
}

function metric(lhr: LighthouseResult, id: string): number | undefined {
  return lhr.audits[id]?.numericValue
}

function formatted(value: number | null | undefined, format: (n: number) => string): string {
  return value === null || value === undefined ? '–' : format(value)
}

function tableRow(cells: string[]): string {
  return `| ${cells.join(' | ')} |`
}

function table(pages: PageResult[]): string {
  const header = ['path', ...categories.map((c) => categoryTitles[c]), 'LCP (s)', 'TBT (ms)', 'CLS']
  const rows = pages.map(({ path, lhr }) =>
    tableRow([
      `\`${path}\``,
      ...categories.map((c) => formatted(score(lhr, c), String)),
      formatted(metric(lhr, 'largest-contentful-paint'), (ms) => (ms / 1000).toFixed(1)),
      formatted(metric(lhr, 'total-blocking-time'), (ms) => String(Math.round(ms))),
      formatted(metric(lhr, 'cumulative-layout-shift'), (n) => n.toFixed(3)),
    ]),
  )
  const rule = tableRow(header.map((_, i) => (i === 0 ? '---' : '---:')))
  return [tableRow(header), rule, ...rows].join('\n')
}

// Modes that carry a score; informative, manual and not-applicable audits cost no points.
const scoredModes = new Set(['binary', 'numeric', 'metricSavings'])

/** The audits that cost the category points, weighted ones (the metrics) first. */
function failingAudits(lhr: LighthouseResult, categoryId: string): LighthouseAudit[] {
  const refs = [...(lhr.categories[categoryId]?.auditRefs ?? [])]
  refs.sort((a, b) => b.weight - a.weight)
  return refs
    .map((ref) => lhr.audits[ref.id])
    .filter((a): a is LighthouseAudit => a !== undefined)
    .filter((a) => scoredModes.has(a.scoreDisplayMode) && a.score !== null && a.score < 1)
}

/**
 * Audits that can fail because of how this bench serves dist/ rather than because of the site:
 * the local server (scripts/serve-static.ts) speaks plain http on 127.0.0.1, gzips text and sends
 * the headers of dist/_headers, as a host reading that file does. They stay in the list (they
 * cost points here) with a pointer to the notes. Lighthouse 13 replaced uses-text-compression and
 * uses-long-cache-ttl with the document-latency and cache insights.
 */
const benchServerNotes: Record<string, string> = {
  'is-on-https':
    'the bench serves dist/ over plain http on 127.0.0.1; production runs on https, where it ' +
    'passes. The best-practices score here counts it.',
  'document-latency-insight':
    'its checks (redirects, server response time, compression of the HTML) measure ' +
    'scripts/serve-static.ts on this machine, not the production host; the full report says ' +
    'which one failed.',
  'cache-insight':
    'scripts/serve-static.ts sends the cache headers of dist/_headers; the build asks hosts for ' +
    '`public, max-age=31536000, immutable` on /assets/** (routeRules in assets/builds/meta).',
}

function describeAudit(a: LighthouseAudit): string {
  const detail = a.displayValue ? ` — ${a.displayValue}` : ''
  const pointer = benchServerNotes[a.id] ? ' *(bench server, see notes)*' : ''
  return `- \`${a.id}\` ${a.title}${detail}${pointer}`
}

function failures({ path, lhr }: PageResult): string[] {
  if (lhr.runtimeError) {
    return [`### \`${path}\``, `Lighthouse could not load the page: ${lhr.runtimeError.message}`]
  }
  const sections = categories
    .filter((c) => (score(lhr, c) ?? 0) < 100)
    .flatMap((c) => [
      `**${categoryTitles[c]} ${formatted(score(lhr, c), String)}**`,
      ...failingAudits(lhr, c).map(describeAudit),
    ])
  return sections.length > 0 ? [`### \`${path}\``, ...sections] : []
}

function benchServerLines(pages: PageResult[]): string[] {
  return Object.entries(benchServerNotes)
    .filter(([id]) => pages.some((p) => (p.lhr.audits[id]?.score ?? 1) < 1))
    .map(([id, note]) => `- \`${id}\` fails because ${note}`)
}

/**
 * Audits Lighthouse could not compute (typically its trace engine not understanding a newer
 * Chromium's trace), grouped by error so one cause reads as one line. They score nothing, so
 * their advice would otherwise be silently missing from the list above.
 */
function auditErrorLines(pages: PageResult[]): string[] {
  const byError = new Map<string, Set<string>>()
  // A page that did not load errors in every audit; its runtime error already says why.
  for (const { lhr } of pages.filter((p) => !p.lhr.runtimeError)) {
    for (const a of Object.values(lhr.audits)) {
      if (a.scoreDisplayMode !== 'error') continue
      // The innermost cause: gatherer errors wrap it in "Required X gatherer encountered…".
      const message = (a.errorMessage ?? 'unknown error').split(': ').at(-1) ?? ''
      byError.set(message, (byError.get(message) ?? new Set()).add(a.id))
    }
  }
  return [...byError].map(
    ([message, ids]) =>
      `- Lighthouse could not run ${[...ids].map((id) => `\`${id}\``).join(', ')} ` +
      `(${message}), so they are not listed above.`,
  )
}

function notes(pages: PageResult[], runs: number): string[] {
  // A page that did not load warns with its runtime error, already printed above.
  const warnings = pages
    .filter((p) => !p.lhr.runtimeError)
    .flatMap(({ path, lhr }) => lhr.runWarnings.map((w) => `- \`${path}\`: ${w}`))
  const { benchmarkIndex } = pages[0]?.lhr.environment ?? {}
  const { lighthouseVersion } = pages[0]?.lhr ?? {}
  const browser = pages[0]?.lhr.environment.hostUserAgent.match(/Chrome\/[\d.]+/)?.[0]
  return [
    ...benchServerLines(pages),
    ...auditErrorLines(pages),
    ...warnings,
    `- Lighthouse ${lighthouseVersion}, ${browser ?? 'Chromium'}, mobile preset, simulated ` +
      `throttling, ${runs === 1 ? 'one run per page' : `the median of ${runs} runs per page`}` +
      (benchmarkIndex ? ` (host benchmarkIndex ${Math.round(benchmarkIndex)})` : '') +
      '; performance moves by several points between runs, more when other work shares the CPU.',
  ]
}

/** The report of `pages`, each the one run or the median of `runs` runs. */
export function report(pages: PageResult[], runs = 1): string {
  const failed = pages.flatMap(failures)
  return [
    '## Lighthouse (mobile)',
    '',
    table(pages),
    '',
    '## Below 100',
    '',
    ...(failed.length > 0 ? failed : ['Every category scores 100 on every page.']),
    '',
    '## Notes',
    '',
    ...notes(pages, runs),
  ].join('\n')
}
