/**
 * `npm run check:size`: what a first visit to each kind of page downloads, gzip, against the
 * budgets of issue 30 as decision 0049 moved them: JavaScript ≤ 148 KB for an article and ≤ 143 KB
 * for every other page,
 * CSS ≤ 25 KB, and the article's HTML ≤ 40 KB beyond its body (issue 7). Follows the Vite manifest from the entry through each route module's
 * static imports (what the browser loads before hydrating); lazy chunks (search palette, dialogs,
 * diagrams) are listed apart, and Mermaid in any page's first load fails the check. Prints a table; exits 1 when a budget is exceeded. Run after a build.
 */
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

interface Chunk {
  file: string
  src?: string
  isEntry?: boolean
  imports?: string[]
  dynamicImports?: string[]
  css?: string[]
}

const dist = process.argv[2] ?? 'dist'
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
const budgets = { article: 148 * 1024, js: 143 * 1024, css: 25 * 1024, shell: 40 * 1024 }

const manifest = JSON.parse(await readFile(join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<
  string,
  Chunk
>
const gz = async (file: string) => gzipSync(await readFile(join(dist, file))).length

/** Every file a chunk pulls in before it runs: itself and its static imports, transitively. */
function closure(key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen
  seen.add(key)
  for (const next of manifest[key]?.imports ?? []) closure(next, seen)
  return seen
}

async function sizes(keys: Set<string>) {
  let js = 0
  let css = 0
  const cssFiles = new Set<string>()
  for (const key of keys) {
    js += await gz(manifest[key]!.file)
    for (const file of manifest[key]!.css ?? []) cssFiles.add(file)
  }
  for (const file of cssFiles) css += await gz(file)
  return { js, css }
}

/** The article page's HTML without the body text: the shell every article pays for. */
function withoutBody(html: string): string {
  const start = html.search(/<div class="prose[ "]/)
  if (start < 0) return html
  let depth = 0
  const tag = /<(\/?)div\b[^>]*>/g
  tag.lastIndex = start
  for (let m = tag.exec(html); m; m = tag.exec(html)) {
    depth += m[1] ? -1 : 1
    if (depth === 0) return html.slice(0, start) + html.slice(m.index + m[0].length)
  }
  return html
}

const entry = Object.keys(manifest).find((k) => manifest[k]!.isEntry)!
const routes: Record<string, { module: string; html: string }> = {
  home: { module: 'src/client/pages/home-page.tsx', html: 'index.html' },
  'blog list': { module: 'src/client/pages/blog-list-page.tsx', html: 'blog/index.html' },
  article: {
    module: 'src/client/pages/article-page.tsx',
    html: 'blog/why-static-sites/index.html',
  },
  projects: { module: 'src/client/pages/projects-page.tsx', html: 'project/index.html' },
  space: { module: 'src/client/pages/space-page.tsx', html: 'space/index.html' },
  about: { module: 'src/client/pages/about-page.tsx', html: 'about/index.html' },
}

const failures: string[] = []
console.log('| page | first-load JS (gzip) | CSS (gzip) | HTML (gzip) |')
console.log('| --- | ---: | ---: | ---: |')
for (const [name, route] of Object.entries(routes)) {
  const keys = closure(entry)
  closure(route.module, keys)
  const { js, css } = await sizes(keys)
  const html = await readFile(join(dist, route.html), 'utf8')
  const htmlGz = gzipSync(html).length
  const shell = gzipSync(withoutBody(html)).length
  const note = name === 'article' ? ` (shell ${kb(shell)})` : ''
  console.log(`| ${name} | ${kb(js)} | ${kb(css)} | ${kb(htmlGz)}${note} |`)
  // Mermaid is several hundred KB: only a page with a diagram loads it, after it is shown.
  const mermaid = [...keys].filter((k) => /node_modules\/mermaid\/|draw-diagram/.test(k))
  if (mermaid.length) failures.push(`${name}: Mermaid in the first load (${mermaid.join(', ')})`)
  const jsBudget = name === 'article' ? budgets.article : budgets.js
  if (js > jsBudget) failures.push(`${name}: JavaScript ${kb(js)} > ${kb(jsBudget)}`)
  if (css > budgets.css) failures.push(`${name}: CSS ${kb(css)} > ${kb(budgets.css)}`)
  if (name === 'article' && shell > budgets.shell)
    failures.push(`article HTML shell ${kb(shell)} > ${kb(budgets.shell)}`)
}

const lazy = Object.values(manifest).filter(
  (c) =>
    /search-palette|dialog/.test(c.file) ||
    /^src\/client\/content-elements\/(diagram|draw-diagram)\.tsx?$/.test(c.src ?? ''),
)
console.log('\nLazy chunks, loaded on demand:')
for (const chunk of lazy) console.log(`- ${chunk.file}: ${kb(await gz(chunk.file))}`)

if (failures.length) {
  console.error(`\nOver budget:\n${failures.map((f) => `- ${f}`).join('\n')}`)
  process.exitCode = 1
}
