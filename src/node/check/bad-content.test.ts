/**
 * The bad-content corpus: every strange thing an author may write, compiled by the real compiler,
 * and what the build does with it.
 *
 * - `test/fixtures/bad/<case>/`: the build refuses the content and says exactly where and why
 *   (`path:line:column  message`, the lines of the case's expected.txt, which compile.test.ts
 *   checks too). Where a line is written out below, it is the message this file documents.
 * - `test/fixtures/odd/<case>/`: the build accepts the content; the test states the safe result.
 * - Generated cases (a 1 MB article, 200 nested lists) are made here rather than committed.
 *
 * Decisions written down here:
 * - Dates are YYYY-MM-DD only, quoted or not. 2024/03/05, "5 March 2024", a date with a time and a
 *   zone (2024-03-05T10:00:00+08:00) and "yesterday" are refused at the value's line and column:
 *   a time zone would make the day depend on where the build runs.
 * - File names become addresses as written: spaces, capitals, Chinese and emoji are kept
 *   (`My Post.md` → /en/blog/My Post, which browsers send as /en/blog/My%20Post).
 * - A byte-order mark is dropped and CRLF line ends are read as LF; line numbers stay right.
 * - An unknown front-matter key is kept in the item's `meta`, not refused.
 * - An unclosed `:::` block runs to the end of the file; nothing after it is lost.
 * - `.navigation.yml` with `navigation: false` hides a folder from the navigation tree only; in
 *   blog/ itself it leaves the tree with just the blog page. The site builds and the blog list
 *   still lists every article.
 */
import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { fixturesDir, loadFixture } from '../../../test/support/fixture-fs.ts'
import type { NavItem } from '../../shared/artifact.ts'
import { compileContent, type Artifact } from '../compile/compile.ts'
import type { ContentInput } from '../compile/load-fs.ts'
import { formatProblem } from './problems.ts'

const date = (what: string) =>
  `"date" must be a date written as YYYY-MM-DD, like 2025-03-14; it is the text "${what}".`
const missing = (file: string) =>
  ['title', 'description', 'date'].map((k) => `${file}:1:1  "${k}" is missing; add it (text).`)
const formula = (reason: string) =>
  `This formula cannot be typeset: ${reason}. Check the TeX between the $ signs (write \\$ for a dollar sign in text).`
const outside = (target: string) =>
  `The image "${target}" points outside public/ with "..". Put the image in public/images/ and write its path from there, like /images/photo.webp.`

/** Every refused case: what it is, and (for the newer ones) the lines the build prints. */
const refused: { name: string; what: string; lines?: string[] }[] = [
  { name: 'bad-date', what: 'a date written "14 March 2025"' },
  {
    name: 'bad-formula',
    what: 'an inline and a display formula KaTeX cannot read, beside one it can',
    lines: [
      `content/en/blog/formula.md:9:14  ${formula("Unexpected end of input in a macro argument, expected '}'")}`,
      `content/en/blog/formula.md:11:1  ${formula('Mismatch: \\begin{aligned} matched by \\end{align}')}`,
    ],
  },
  { name: 'bad-event', what: 'a data file with an unknown category and 30 February' },
  { name: 'broken-anchor', what: 'a link to a heading the page lacks' },
  { name: 'broken-link', what: 'a link to a page that does not exist' },
  {
    name: 'crlf-line-ends',
    what: 'CRLF line ends, an error after them is still on its own line',
    lines: [
      'content/en/blog/windows.md:12:1  The link "/en/blog/gone" goes to a page that does not exist.',
    ],
  },
  {
    name: 'date-slashes',
    what: 'date 2024/03/05',
    lines: [`content/en/blog/slashes.md:4:7  ${date('2024/03/05')}`],
  },
  {
    name: 'date-with-time',
    what: 'date 2024-03-05T10:00:00+08:00',
    lines: [`content/en/blog/time.md:4:7  ${date('2024-03-05T10:00:00+08:00')}`],
  },
  { name: 'duplicate-keys', what: 'a key written twice in a data file' },
  { name: 'duplicate-path', what: 'hello.md and hello/index.md, one address' },
  {
    name: 'empty-file',
    what: 'an empty markdown file',
    lines: missing('content/en/blog/empty.md'),
  },
  {
    name: 'front-matter-duplicate-key',
    what: 'title written twice in front matter',
    lines: ['content/en/blog/twice.md:4:1  A key is written twice here; keep only one of them.'],
  },
  {
    name: 'front-matter-not-closed',
    what: 'front matter with no closing ---',
    lines: [
      'content/en/blog/open.md:1:1  The fields that start with "---" on line 1 are never closed. Add a line with only "---" after the last field.',
    ],
  },
  {
    name: 'front-matter-tabs',
    what: 'front matter indented with a tab',
    lines: ['content/en/blog/tabs.md:6:1  YAML must be indented with spaces, not tabs.'],
  },
  {
    name: 'heading-only',
    what: 'a file with only a heading, no front matter',
    lines: missing('content/en/blog/heading.md'),
  },
  {
    name: 'image-outside-public',
    what: 'a cover and images that climb out with "..", or are relative',
    lines: [
      `content/en/blog/climb.md:5:8  ${outside('../../etc/passwd')}`,
      `content/en/blog/climb.md:10:1  ${outside('/../../etc/passwd')}`,
      'content/en/blog/climb.md:12:1  The image "photo.webp" must start with "/" (a file in public/, like /images/photo.webp) or be a full https:// address.',
    ],
  },
  { name: 'invalid-frontmatter', what: 'front matter YAML that cannot be read' },
  { name: 'invalid-yaml', what: 'a data file that cannot be read' },
  { name: 'javascript-link', what: 'a [link](javascript:…): refused and removed' },
  { name: 'locale-missing-key', what: 'a UI string missing from one language' },
  { name: 'many-problems', what: 'several problems in two files, all listed at once' },
  { name: 'minread-not-number', what: 'minRead: five' },
  { name: 'missing-image', what: 'a cover image and a body image that do not exist' },
  { name: 'missing-title', what: 'no title' },
  { name: 'not-utf8', what: 'a file saved as GBK, not UTF-8' },
  {
    name: 'series-invalid',
    what: 'a series written as a bare name, and one whose order is a word',
    lines: [
      'content/en/blog/fonts.md:7:10  "series.order" must be a number, but it is the text "two".',
      'content/zh/blog/fonts.md:5:9  "series" must be a group of fields (indented lines under it), but it is the text "网页上的中文".',
    ],
  },
  {
    name: 'same-url-two-folders',
    what: 'notes/same.md and notes/same/index.md, one address',
    lines: [
      'content/en/blog/notes/same/index.md:1:1  This page has the address /en/blog/notes/same, and so does content/en/blog/notes/same.md. Rename one of them.',
    ],
  },
  { name: 'site-invalid', what: 'content/site.yml with six mistakes' },
  { name: 'stray-file', what: 'a .txt file under content/' },
  {
    name: 'title-number',
    what: 'title: 2024',
    lines: ['content/en/blog/year.md:2:8  "title" must be text, but it is the number 2024.'],
  },
  { name: 'unknown-code-language', what: 'a code block in an unsupported language' },
  { name: 'unknown-directive', what: 'a misspelt :::warning' },
  {
    name: 'unknown-icon',
    what: 'misspelt icon names and an unbundled set; names inside code are not checked',
    lines: [
      'content/en/blog/icons.md:6:9  There is no icon "lucide:gihub" in lucide. Did you mean "lucide:github"? The names are listed at https://icones.js.org/collection/lucide.',
      'content/en/blog/icons.md:9:24  There is no icon "lucide:rockett" in lucide. Did you mean "lucide:rocket"? The names are listed at https://icones.js.org/collection/lucide.',
      'content/en/blog/icons.md:9:89  The icon "mdi:home" is not from a bundled icon set. Write simple-icons: or lucide: before its name, like lucide:mail or simple-icons:github.',
    ],
  },
  { name: 'wrong-type', what: 'a list where text belongs, text where a list belongs' },
  { name: 'yaml-tabs', what: 'a data file indented with a tab' },
]

async function compiled(input: ContentInput): Promise<Artifact> {
  const result = await compileContent(input)
  if (!result.ok) throw new Error(result.problems.map(formatProblem).join('\n'))
  return result.artifact
}

const json = (artifact: Artifact, name: string | undefined) =>
  JSON.parse(artifact.files.get(name!)!) as unknown

type Listed = { path: string; title: string; stem: string; meta: object; bodyChunk: string }
const articles = (artifact: Artifact, locale: '' | '_en' = '_en') =>
  json(artifact, artifact.manifest.collections[`blogs${locale}`]) as Listed[]

const article = (artifact: Artifact, stem: string) => {
  const found = articles(artifact).find((a) => a.stem === stem)
  expect(found, stem).toBeDefined()
  return { ...found!, chunk: json(artifact, found!.bodyChunk) as { body: unknown; toc: unknown } }
}

const withArticle = async (name: string, text: string) => {
  const input = await loadFixture()
  input.content.push({ path: `content/en/blog/${name}.md`, bytes: new TextEncoder().encode(text) })
  return input
}
const front = '---\ntitle: Generated\ndescription: Made by the test.\ndate: 2024-03-05\n---\n\n'

describe('the bad-content corpus', () => {
  it('has a row here for every case folder, and at least 30 cases', async () => {
    const bad = (await readdir(join(fixturesDir, 'bad'))).sort()
    const odd = (await readdir(join(fixturesDir, 'odd'))).sort()
    expect(bad).toEqual(refused.map((c) => c.name).sort())
    expect(odd).toEqual(
      [
        'byte-order-mark',
        'date-iso',
        'file-names',
        'front-matter-only',
        'navigation-hides-all',
        'unclosed-directive',
        'unknown-key',
      ].sort(),
    )
    // Two more are generated below: a 1 MB article and 200 nested lists.
    expect(bad.length + odd.length + 2).toBeGreaterThanOrEqual(30)
  })
})

describe('content the build refuses, with the exact place and words', () => {
  it.each(refused)('$name: $what', async ({ name, lines }) => {
    const expected = (await readFile(join(fixturesDir, 'bad', name, 'expected.txt'), 'utf8'))
      .trim()
      .split('\n')
    if (lines) expect(expected.sort()).toEqual([...lines].sort())
    const result = await compileContent(await loadFixture(name))
    expect(result.ok).toBe(false)
    if (result.ok) return
    const printed = result.problems.map(formatProblem)
    expect(printed.sort()).toEqual(expected.sort())
    for (const line of printed) expect(line).toMatch(/^[^\s:]+(?:\s[^\s:]+)*:\d+:\d+ {2}\S/)
  })
})

describe('content the build accepts, with a safe result', () => {
  it('byte-order mark: dropped, the front matter is read', async () => {
    const a = article(await compiled(await loadFixture('byte-order-mark', 'odd')), 'blog/bom')
    expect(a.title).toBe('Marked')
    expect(JSON.stringify(a)).not.toContain('\uFEFF')
  })

  it('dates: 2024-03-05, quoted or not, is the one accepted form', async () => {
    const artifact = await compiled(await loadFixture('date-iso', 'odd'))
    for (const stem of ['blog/plain', 'blog/quoted'])
      expect(article(artifact, stem)).toMatchObject({ date: '2024-03-05' })
  })

  it('file names with spaces, capitals, Chinese and emoji: kept as written in the address', async () => {
    const paths = articles(await compiled(await loadFixture('file-names', 'odd'))).map(
      (a) => a.path,
    )
    expect(paths).toEqual(
      expect.arrayContaining([
        '/en/blog/My Post',
        '/en/blog/Capital',
        '/en/blog/中文',
        '/en/blog/🎉',
      ]),
    )
  })

  it('a file with only front matter: a page with an empty body', async () => {
    const a = article(await compiled(await loadFixture('front-matter-only', 'odd')), 'blog/fields')
    expect(a.chunk).toEqual({ body: { type: 'root', children: [] }, toc: [] })
  })

  it('.navigation.yml hiding the whole blog: the site builds, the blog list keeps its articles', async () => {
    const artifact = await compiled(await loadFixture('navigation-hides-all', 'odd'))
    expect(articles(artifact).map((a) => a.path)).toEqual(['/en/blog/hello'])
    expect(articles(artifact, '').map((a) => a.path)).toEqual(['/blog/hello'])
    for (const locale of ['zh', 'en'] as const) {
      const tree = json(artifact, artifact.manifest.navigation[locale]) as NavItem[]
      // Only the blog page itself is left in the tree, with nothing under it.
      expect(tree).toHaveLength(1)
      expect(tree[0]).toMatchObject({ stem: 'blog', page: true, children: [] })
    }
  })

  it('an unclosed ::: block: it runs to the end of the file, nothing is lost', async () => {
    const a = article(
      await compiled(await loadFixture('unclosed-directive', 'odd')),
      'blog/unclosed',
    )
    const body = JSON.stringify(a.chunk.body)
    expect(body).toContain('Inside the tip.')
    expect(body).toContain('Still inside.')
  })

  it('an unknown front-matter key: kept in meta, not refused', async () => {
    const a = article(await compiled(await loadFixture('unknown-key', 'odd')), 'blog/extra')
    expect(a.meta).toEqual({ colour: 'red' })
    expect(a).not.toHaveProperty('colour')
  })
})

describe('generated content too big to commit', () => {
  // A megabyte of prose (about forty times the longest sample article) goes through the whole
  // pipeline and comes out whole. How long it takes is a figure for `npm run bench:compile`, not
  // an assertion here.
  it('a 1 MB article compiles, every section of it kept', async () => {
    // A section every 4 KB or so, each of ten paragraphs, as a long article is written.
    const paragraph = `${'Words about static sites, blogs and the web. '.repeat(8)}\n\n`
    let text = front
    let sections = 0
    while (text.length < 1024 * 1024) text += `## Section ${++sections}\n\n${paragraph.repeat(10)}`
    const compiledArticle = article(await compiled(await withArticle('huge', text)), 'blog/huge')
    expect(compiledArticle.title).toBe('Generated')
    const body = JSON.stringify(compiledArticle.chunk.body)
    expect(body).toContain(`"Section ${sections}"`)
  }, 120_000)

  it('lists nested 200 deep compile without a stack overflow', async () => {
    const list = Array.from({ length: 200 }, (_, i) => `${'  '.repeat(i)}- level ${i + 1}`)
    const artifact = await compiled(await withArticle('deep', front + list.join('\n') + '\n'))
    const body = JSON.stringify(article(artifact, 'blog/deep').chunk.body)
    expect(body).toContain('level 200')
  }, 60_000)
})
