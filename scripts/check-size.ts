/**
 * `npm run check:size`: what a first visit to each kind of page downloads, gzip, against the
 * budgets of issue 30 as decisions 0049 and 0052 moved them: JavaScript ≤ 149 KB for an article
 * and ≤ 144 KB for every other page,
 * CSS ≤ 25 KB, and the article's HTML ≤ 40 KB beyond its body (issue 7). Follows the Vite manifest from the entry through each route module's
 * static imports (what the browser loads before hydrating); lazy chunks (search palette, dialogs,
 * diagrams) are listed apart, and Mermaid in any page's first load fails the check. Fonts before
 * the first paint ≤ 40 KB (issue 54, item 25; decision 0051): the files a page preloads, in bytes
 * as sent (woff2 is compressed already); any other face is `font-display: swap`, which the first
 * paint does not wait for. Prints a table; exits 1 when a budget is exceeded. Run after a build.
 */
import { readFile, stat } from 'node:fs/promises'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { siteBasePath } from '../src/node/app/site-base-fs.ts'

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
const budgets = {
  article: 149 * 1024,
  js: 144 * 1024,
  css: 25 * 1024,
  shell: 40 * 1024,
  fonts: 40 * 1024,
}

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

/** The font files a page's HTML preloads, in bytes: what its first paint can use. */
async function preloadedFonts(html: string): Promise<number> {
  const base = siteBasePath(process.cwd())
  let bytes = 0
  for (const [tag] of html.matchAll(/<link\b[^>]*>/g)) {
    if (!/\brel="preload"/.test(tag) || !/\bas="font"/.test(tag)) continue
    const href = /\bhref="([^"]+)"/.exec(tag)?.[1] ?? ''
    bytes += (await stat(join(dist, href.startsWith(base) ? href.slice(base.length) : href))).size
  }
  return bytes
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
console.log('| page | first-load JS (gzip) | CSS (gzip) | HTML (gzip) | fonts before paint |')
console.log('| --- | ---: | ---: | ---: | ---: |')
for (const [name, route] of Object.entries(routes)) {
  const keys = closure(entry)
  closure(route.module, keys)
  const { js, css } = await sizes(keys)
  const html = await readFile(join(dist, route.html), 'utf8')
  const htmlGz = gzipSync(html).length
  const shell = gzipSync(withoutBody(html)).length
  const fonts = await preloadedFonts(html)
  const note = name === 'article' ? ` (shell ${kb(shell)})` : ''
  console.log(`| ${name} | ${kb(js)} | ${kb(css)} | ${kb(htmlGz)}${note} | ${kb(fonts)} |`)
  // Mermaid is several hundred KB: only a page with a diagram loads it, after it is shown.
  const mermaid = [...keys].filter((k) => /node_modules\/mermaid\/|draw-diagram/.test(k))
  if (mermaid.length) failures.push(`${name}: Mermaid in the first load (${mermaid.join(', ')})`)
  const jsBudget = name === 'article' ? budgets.article : budgets.js
  if (js > jsBudget) failures.push(`${name}: JavaScript ${kb(js)} > ${kb(jsBudget)}`)
  if (css > budgets.css) failures.push(`${name}: CSS ${kb(css)} > ${kb(budgets.css)}`)
  if (fonts > budgets.fonts)
    failures.push(`${name}: fonts before paint ${kb(fonts)} > ${kb(budgets.fonts)}`)
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
