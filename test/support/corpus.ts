/**
 * A generated corpus of bilingual articles for benchmarks: sentences about the site's own subjects,
 * recombined with a seeded random generator, so every run measures the same text.
 */

const zhSentences = [
  '静态网站和博客最大的好处，是部署以后几乎不需要维护。',
  '构建工具把 Markdown 编译成 HTML，再交给 CDN 分发。',
  '中文排版里，标点挤压和行首禁则经常被忽略。',
  '字体子集化可以把几十兆的中文字体压到几百 KB。',
  '组件拆得越小，测试写起来就越轻松。',
  '缓存策略要区分带哈希的资源和随时会变的 HTML。',
  '性能预算不是写在文档里的，而是写在持续集成里的。',
  '图片应该在构建时生成多种宽度，让浏览器自己挑。',
  '搜索索引在第一次打开搜索框时才加载，首页不用为它买单。',
  '服务端渲染让没有脚本的读者也能读到完整的文章。',
  '我更喜欢把配置写在一个文件里，而不是散落在各处。',
  '每次重构之前，先补上能失败的测试。',
  '深色模式要在第一帧就正确，否则会闪一下白屏。',
  '代码高亮放在构建时做，浏览器就不用下载语法文件。',
  '链接检查能在发布之前发现拼错的地址。',
  '访问统计只在正式域名上加载，本地调试不受影响。',
]
const enSentences = [
  'A static site needs almost no maintenance once it is deployed.',
  'The build step turns Markdown into HTML and hands it to a CDN.',
  'Typography for Chinese text is about punctuation, line breaks and rhythm.',
  'Subsetting a CJK font can shrink it from megabytes to a few hundred kilobytes.',
  'Small components are easier to test and easier to throw away.',
  'Cache hashed assets forever and never cache the HTML.',
  'A performance budget belongs in continuous integration, not in a wiki page.',
  'Images should be generated at several widths so the browser can choose.',
  'The search index loads the first time the palette opens, not on the home page.',
  'Server rendering lets readers without scripts read the whole article.',
  'Configuration lives in one file instead of being scattered around.',
  'Before every refactor, add the tests that could fail.',
  'Dark mode has to be right on the first frame, or the page flashes white.',
  'Highlighting code at build time keeps grammars out of the browser.',
  'A link checker catches typos in addresses before anything is published.',
  'Visitor statistics load only on the production domain.',
]
const zhHeadings = [
  '为什么这样做',
  '构建流程',
  '缓存与部署',
  '排版细节',
  '性能预算',
  '常见问题',
  '下一步',
]
const enHeadings = [
  'Why do it this way',
  'The build pipeline',
  'Caching and deploys',
  'Typography details',
  'Performance budgets',
  'Common questions',
  'What comes next',
]

/** Mulberry32: small, fast, seeded. */
export function random(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const pick = <T>(list: readonly T[], r: () => number) => list[Math.floor(r() * list.length)]!

export interface GeneratedArticle {
  slug: string
  date: string
  zh: string
  en: string
}

function body(lang: 'zh' | 'en', r: () => number): string {
  const sentences = lang === 'zh' ? zhSentences : enSentences
  const headings = lang === 'zh' ? zhHeadings : enHeadings
  const join = lang === 'zh' ? '' : ' '
  const sections: string[] = []
  for (let h = 0; h < 4; h++) {
    const paragraphs = Array.from({ length: 3 }, () =>
      Array.from({ length: 4 }, () => pick(sentences, r)).join(join),
    )
    sections.push(`## ${pick(headings, r)} ${h + 1}\n\n${paragraphs.join('\n\n')}`)
  }
  return sections.join('\n\n')
}

export function generateArticles(count: number, seed = 42): GeneratedArticle[] {
  const r = random(seed)
  return Array.from({ length: count }, (_, i) => {
    const day = new Date(Date.UTC(2020, 0, 1) + i * 86_400_000).toISOString().slice(0, 10)
    const slug = `generated-${String(i).padStart(5, '0')}`
    const front = (title: string, description: string) =>
      // Quoted: titles like "Article 1: …" hold a colon, which YAML would read as a mapping.
      `---\ntitle: ${JSON.stringify(title)}\ndescription: ${JSON.stringify(description)}\ndate: ${day}\n---\n\n`
    return {
      slug,
      date: day,
      zh: front(`第 ${i + 1} 篇：${pick(zhHeadings, r)}`, pick(zhSentences, r)) + body('zh', r),
      en: front(`Article ${i + 1}: ${pick(enHeadings, r)}`, pick(enSentences, r)) + body('en', r),
    }
  })
}
