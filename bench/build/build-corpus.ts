/**
 * Writes a generated bilingual blog into a project copy for `bench/build.ts`: the sentences of
 * `bench/corpus.ts`, dressed as real articles (front matter with tags, cover image and author;
 * sub-headings, highlighted code, a table, lists and an inline image), so every stage of the build
 * (markdown, Shiki, images, tag pages, social cards) gets its realistic share of the work.
 *
 * Linear in the number of articles: each one is built from its own text plus fixed pools.
 */
import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { generateArticles, random } from '../../test/support/corpus.ts'

type Lang = 'zh' | 'en'

/** Where the articles go inside the locale's content folder; slugs are ASCII. */
export const benchFolder = join('blog', 'bench')

// Parallel pools: index i is the same topic in both languages, so translations share tags.
const tags: Record<Lang, string[]> = {
  zh: [
    '前端',
    '静态网站',
    '排版',
    '字体',
    '性能',
    '缓存',
    '部署',
    '测试',
    '工具链',
    '图片',
    '搜索',
    '无障碍',
    'Rust',
    'TypeScript',
    'CSS',
  ],
  en: [
    'Frontend',
    'Static sites',
    'Typography',
    'Fonts',
    'Performance',
    'Caching',
    'Deploys',
    'Testing',
    'Tooling',
    'Images',
    'Search',
    'Accessibility',
    'Rust',
    'TypeScript',
    'CSS',
  ],
}

// Files that exist in public/ (the build fails on a missing image), so every reference resolves.
const covers = [
  'chinese-typography-on-the-web',
  'font-subsetting-with-rust',
  'image-pipeline-with-sharp',
  'markdown-pipeline-with-unified',
  'self-hosted-analytics',
  'speaking-checklist',
  'tooling-fatigue',
  'why-static-sites',
].map((name) => `/images/blog/${name}.webp`)
const inlineImages = [
  'analytics-dashboard',
  'desk-setup',
  'responsive-sizes',
  'static-site-layers',
  'subset-coverage',
  'typography-grid',
  'unified-tree',
].map((name) => `/images/blog/inline/${name}.webp`)

/** Languages from Shiki's list in src/node/markdown/rehype/shiki/rehype-shiki.ts, with a snippet each. */
/** The code blocks articles show, numbered so no two articles have the same one. */
export const snippets: { lang: string; label: string; code: (n: number) => string }[] = [
  {
    lang: 'ts',
    label: 'cache.ts',
    code: (n) =>
      `export function cacheKey(path: string, hash: string): string {\n  return \`\${path}@\${hash}:${n}\`\n}`,
  },
  {
    lang: 'js',
    label: 'budget.js',
    code: (n) => `const budget = { js: ${100 + n}, css: 30 }\nconsole.log(Object.entries(budget))`,
  },
  {
    lang: 'css',
    label: 'prose.css',
    code: (n) =>
      `.prose {\n  line-height: 1.${7 + (n % 3)};\n  text-align: justify;\n  hanging-punctuation: first;\n}`,
  },
  {
    lang: 'bash',
    label: 'terminal',
    code: (n) => `npm ci\nnpm run build:prerender\nls dist | head -n ${n % 20}`,
  },
  {
    lang: 'json',
    label: 'package.json',
    code: (n) => `{\n  "name": "article-${n}",\n  "private": true,\n  "type": "module"\n}`,
  },
  {
    lang: 'rust',
    label: 'subset.rs',
    code: (n) =>
      `fn subset(text: &str) -> Vec<char> {\n    let mut chars: Vec<char> = text.chars().collect();\n    chars.sort_unstable();\n    chars.dedup();\n    chars.truncate(${n});\n    chars\n}`,
  },
  {
    lang: 'go',
    label: 'main.go',
    code: (n) => `package main\n\nimport "fmt"\n\nfunc main() {\n\tfmt.Println("article", ${n})\n}`,
  },
  {
    lang: 'yaml',
    label: 'deploy.yml',
    code: (n) =>
      `on: push\njobs:\n  build:\n    runs-on: ubuntu-latest\n    timeout-minutes: ${n % 30}`,
  },
]

const words = {
  zh: {
    listIntro: '几个要点：',
    list: ['先测量，再优化', '缓存按内容命名', '构建失败时保留旧版本', '每一步都能单独重跑'],
    stepsIntro: '具体步骤：',
    steps: ['安装依赖', '编译内容', '打包应用', '预渲染页面'],
    sub: ['示例代码', '小结'],
    table: ['阶段', '耗时（秒）', '说明'],
    rows: ['编译', '打包', '预渲染'],
    notes: ['解析 Markdown', '生成脚本与样式', '写出 HTML'],
    alt: '示意图',
    author: '林舟',
    about: '/about',
  },
  en: {
    listIntro: 'The main points:',
    list: [
      'Measure before optimising',
      'Name caches by content',
      'Keep the old version when a build fails',
      'Make every step rerunnable',
    ],
    stepsIntro: 'Step by step:',
    steps: ['Install dependencies', 'Compile content', 'Bundle the app', 'Prerender pages'],
    sub: ['Example code', 'Summary'],
    table: ['Stage', 'Time (s)', 'Notes'],
    rows: ['Compile', 'Bundle', 'Prerender'],
    notes: ['Parse Markdown', 'Emit scripts and styles', 'Write HTML'],
    alt: 'Diagram',
    author: 'Lin Zhou',
    about: '/en/about',
  },
} as const

const pick = <T>(list: readonly T[], r: () => number) => list[Math.floor(r() * list.length)]!

/** Articles are dated backwards from a fixed past day: never scheduled, and stable across runs. */
function pastDate(index: number): string {
  return new Date(Date.UTC(2025, 11, 31) - index * 86_400_000).toISOString().slice(0, 10)
}

/** The same 2–3 tag indices for both languages of an article. */
function tagIndices(r: () => number): number[] {
  const count = 2 + Math.floor(r() * 2)
  const chosen = new Set<number>()
  while (chosen.size < count) chosen.add(Math.floor(r() * tags.zh.length))
  return [...chosen]
}

/** Title, description and body of a corpus.ts article; its front matter is replaced. */
function splitGenerated(text: string): { title: string; description: string; body: string } {
  const end = text.indexOf('\n---\n', 4)
  const fields = new Map<string, string>()
  for (const line of text.slice(4, end).split('\n')) {
    const value = line.slice(line.indexOf(':') + 1).trim()
    // corpus.ts quotes its strings as JSON; older versions left them bare.
    fields.set(line.slice(0, line.indexOf(':')), value.startsWith('"') ? JSON.parse(value) : value)
  }
  return {
    title: fields.get('title') ?? '',
    description: fields.get('description') ?? '',
    body: text.slice(end + 5).trim(),
  }
}

interface Extras {
  date: string
  tags: number[]
  cover: string
  inline: string
  code: [number, number]
  n: number
}

function frontMatter(lang: Lang, title: string, description: string, x: Extras): string {
  const w = words[lang]
  const q = JSON.stringify
  return [
    '---',
    `title: ${q(title)}`,
    `description: ${q(description)}`,
    `date: ${x.date}`,
    `image: ${x.cover}`,
    'author:',
    `  name: ${w.author}`,
    `  avatar: { src: /images/avatar.webp, alt: ${w.author} }`,
    `  to: ${w.about}`,
    `tags: [${x.tags.map((t) => q(tags[lang][t])).join(', ')}]`,
    '---',
  ].join('\n')
}

function fence(index: number, n: number, highlight: boolean): string {
  const s = snippets[index]!
  return `\`\`\`${s.lang} [${s.label}]${highlight ? ' {1}' : ''}\n${s.code(n)}\n\`\`\``
}

function table(lang: Lang, n: number): string {
  const w = words[lang]
  const rows = w.rows.map((row, i) => `| ${row} | ${((n % 7) + i + 1) / 2} | ${w.notes[i]} |`)
  return [`| ${w.table.join(' | ')} |`, '| --- | ---: | --- |', ...rows].join('\n')
}

/** Puts one kind of extra block after the first paragraph of each `##` section. */
function enrich(lang: Lang, body: string, x: Extras): string {
  const w = words[lang]
  const extras = [
    `${w.listIntro}\n\n${w.list.map((item) => `- ${item}`).join('\n')}`,
    `### ${w.sub[0]}\n\n${fence(x.code[0], x.n, true)}`,
    `${table(lang, x.n)}\n\n![${w.alt} ${x.n}](${x.inline})`,
    `${w.stepsIntro}\n\n${w.steps.map((step, i) => `${i + 1}. ${step}`).join('\n')}\n\n` +
      `### ${w.sub[1]}\n\n${fence(x.code[1], x.n, false)}`,
  ]
  return body
    .split('\n\n## ')
    .map((section, i) => {
      const paragraphs = section.split('\n\n')
      paragraphs.splice(2, 0, extras[i % extras.length]!)
      return paragraphs.join('\n\n')
    })
    .join('\n\n## ')
}

export interface WrittenCorpus {
  /** The zh article the incremental run edits. */
  firstZh: string
}

/** Writes `count` articles per locale under `content/<lang>/blog/bench/` of dir. */
export async function writeCorpus(dir: string, count: number, seed = 7): Promise<WrittenCorpus> {
  const r = random(seed)
  const folders = {
    zh: join(dir, 'content', 'zh', benchFolder),
    en: join(dir, 'content', 'en', benchFolder),
  }
  await mkdir(folders.zh, { recursive: true })
  await mkdir(folders.en, { recursive: true })
  const articles = generateArticles(count, seed)
  let i = 0
  for (const article of articles) {
    const code = Math.floor(r() * snippets.length)
    const x: Extras = {
      date: pastDate(i),
      tags: tagIndices(r),
      cover: pick(covers, r),
      inline: pick(inlineImages, r),
      code: [code, (code + 1 + Math.floor(r() * (snippets.length - 1))) % snippets.length],
      n: ++i,
    }
    for (const lang of ['zh', 'en'] as const) {
      const { title, description, body } = splitGenerated(article[lang])
      const text = `${frontMatter(lang, title, description, x)}\n\n${enrich(lang, body, x)}\n`
      await writeFile(join(folders[lang], `${article.slug}.md`), text)
    }
  }
  return { firstZh: join(folders.zh, `${articles[0]!.slug}.md`) }
}
