/**
 * The dev server's translations page (`/__translations`, never in dist/): the report of
 * `npm run translations` as a table, with links to both pages of each pair, and each changed
 * section of a translation that is behind shown as its original was when last translated beside
 * what it is now. Plain HTML from the server: a tool for the author, not part of the app.
 */
import { escapeHtml } from '../../shared/page/head-tags.ts'
import { daysBetween, sectionName } from './report-text.ts'
import type { Row, TranslationReport } from './translation-report.ts'

const labels = {
  en: {
    title: 'Translations',
    intro: 'Every page with its translations, from the git history of content/.',
    noHistory: 'No history to judge by',
    page: 'Page',
    language: 'Language',
    state: 'State',
    original: 'original',
    translation: 'translation',
    then: 'When last translated',
    now: 'The original now',
    behindSince: (date: string, days: number) => `behind, since ${date} (${days} days)`,
    states: {
      'up-to-date': 'up to date',
      behind: 'behind',
      missing: 'missing',
      orphaned: 'orphaned',
      'not-committed': 'not committed',
      'unknown-source': 'unknown sourceCommit',
      unknown: 'unknown',
    },
    changes: { added: 'added', changed: 'changed', removed: 'removed', renamed: 'renamed' },
    other: '中文',
  },
  zh: {
    title: '翻译进度',
    intro: '每个页面和它的译文，依据 content/ 的 git 历史。',
    noHistory: '没有可依据的历史',
    page: '页面',
    language: '语言',
    state: '状态',
    original: '原文',
    translation: '译文',
    then: '上次翻译时',
    now: '原文现在',
    behindSince: (date: string, days: number) => `落后，自 ${date} 起（${days} 天）`,
    states: {
      'up-to-date': '已同步',
      behind: '落后',
      missing: '缺译文',
      orphaned: '原文已不在',
      'not-committed': '未提交',
      'unknown-source': 'sourceCommit 无效',
      unknown: '未知',
    },
    changes: { added: '新增', changed: '改动', removed: '删除', renamed: '改名' },
    other: 'English',
  },
}
type Labels = (typeof labels)['en']

const link = (page: Row['original'], l: Labels, role: 'original' | 'translation') =>
  page.path
    ? `<a href="${escapeHtml(page.path)}">${escapeHtml(page.title)}</a> <small>${l[role]} · ${page.locale}</small>`
    : `${escapeHtml(page.title)} <small>${escapeHtml(page.file)}</small>`

function sections(row: Row, l: Labels): string {
  if (row.state !== 'behind') return ''
  return row.sections
    .map((s) => {
      const name = escapeHtml(sectionName(s) + (s.from ? ` ← ${s.from}` : ''))
      return `<details><summary>${l.changes[s.change]} · ${name} · ${s.date}</summary><div class="pair">
<figure><figcaption>${l.then}</figcaption><pre>${escapeHtml(s.before ?? '')}</pre></figure>
<figure><figcaption>${l.now}</figcaption><pre>${escapeHtml(s.after ?? '')}</pre></figure></div></details>`
    })
    .join('\n')
}

function tableRow(row: Row, l: Labels, today: string): string {
  const state =
    row.state === 'behind'
      ? l.behindSince(row.since, daysBetween(row.since, today))
      : l.states[row.state]
  const pages = [link(row.original, l, 'original')]
  if (row.translation) pages.push(link(row.translation, l, 'translation'))
  return `<tr class="${row.state}"><td>${pages.join('<br>')}${sections(row, l)}</td>
<td>${row.locale}</td><td>${escapeHtml(state)}</td></tr>`
}

/** The page, in English or Chinese (`lang`), for the report made today (YYYY-MM-DD). */
export function translationsPage(report: TranslationReport, today: string, lang: 'en' | 'zh') {
  const l = labels[lang]
  const order = ['behind', 'unknown-source', 'orphaned', 'missing', 'not-committed', 'unknown']
  const rank = (r: Row) => (order.includes(r.state) ? order.indexOf(r.state) : order.length)
  const rows = [...report.rows].sort((a, b) => rank(a) - rank(b))
  const missing = report.missing
    ? `<p class="warn">${l.noHistory}: ${escapeHtml(report.missing)}.</p>`
    : ''
  return `<!doctype html>
<html lang="${lang === 'zh' ? 'zh-CN' : 'en'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${l.title}</title>
<style>
:root { color-scheme: light dark; --line: #e2e8f0; --muted: #475569; --behind: #b45309; --ok: #15803d; --panel: #f8fafc; }
@media (prefers-color-scheme: dark) { :root { --line: #1e293b; --muted: #94a3b8; --behind: #fbbf24; --ok: #4ade80; --panel: #0f172a; } body { background: #020617; color: #e2e8f0; } a { color: #86efac; } }
body { font: 15px/1.6 system-ui, "PingFang SC", "Noto Sans CJK SC", sans-serif; margin: 0 auto; padding: 1.5rem 1rem 4rem; max-width: 72rem; }
h1 { font-size: 1.5rem; margin: 0 0 .25rem; } header p { color: var(--muted); margin: 0 0 1.5rem; }
header nav { float: right; }
table { width: 100%; border-collapse: collapse; } th, td { text-align: left; vertical-align: top; padding: .6rem .5rem; border-bottom: 1px solid var(--line); }
th { font-size: .8rem; color: var(--muted); font-weight: 600; white-space: nowrap; }
small { color: var(--muted); } a { color: #15803d; }
tr.behind td:last-child, tr.unknown-source td:last-child, tr.orphaned td:last-child { color: var(--behind); font-weight: 600; }
tr.up-to-date td:last-child { color: var(--ok); }
details { margin-top: .5rem; } summary { cursor: pointer; }
.pair { display: grid; grid-template-columns: 1fr 1fr; gap: .75rem; margin: .5rem 0; }
figure { margin: 0; min-width: 0; } figcaption { font-size: .8rem; color: var(--muted); }
pre { white-space: pre-wrap; overflow-wrap: anywhere; background: var(--panel); border: 1px solid var(--line); border-radius: .5rem; padding: .6rem; margin: .25rem 0 0; font-size: .85rem; }
.warn { color: var(--behind); }
@media (max-width: 640px) { .pair { grid-template-columns: 1fr; } th:nth-child(2), td:nth-child(2) { display: none; } }
</style>
</head>
<body>
<header><nav><a href="?lang=${lang === 'zh' ? 'en' : 'zh'}">${l.other}</a></nav>
<h1>${l.title}</h1><p>${l.intro}</p></header>
${missing}
<table>
<thead><tr><th>${l.page}</th><th>${l.language}</th><th>${l.state}</th></tr></thead>
<tbody>
${rows.map((r) => tableRow(r, l, today)).join('\n')}
</tbody>
</table>
</body>
</html>
`
}
