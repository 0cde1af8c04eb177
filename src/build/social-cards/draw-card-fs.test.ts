import { inflateSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import type { CardSpec } from './card-spec.ts'
import { drawCard, drawCardOutlined } from './draw-card-fs.ts'

const spec: CardSpec = {
  file: 'og/test.png',
  title: '兜兜转转，我又回到了静态站点',
  description: 'A description that is the same on every card of this test.',
  siteName: 'Lin Zhou',
  host: 'linzhou.dev',
  lang: 'zh-CN',
}

// The scanlines of a PNG the encoder wrote: every row has filter type 0, so no unfiltering.
function scanlines(png: Uint8Array): Buffer {
  const bytes = Buffer.from(png)
  const idat: Buffer[] = []
  for (let at = 8; at < bytes.length; at += 12 + bytes.readUInt32BE(at)) {
    if (bytes.toString('latin1', at + 4, at + 8) === 'IDAT') {
      idat.push(bytes.subarray(at + 8, at + 8 + bytes.readUInt32BE(at)))
    }
  }
  return inflateSync(Buffer.concat(idat))
}

// The RGB of one pixel.
function pixel(png: Uint8Array, x: number, y: number): number[] {
  const rows = scanlines(png)
  const start = y * (1200 * 3 + 1) + 1 + x * 3
  return [...rows.subarray(start, start + 3)]
}

const same = (a: Uint8Array, b: Uint8Array) => Buffer.from(a).equals(Buffer.from(b))

describe('drawCard', () => {
  it('draws a 1200×630 PNG', { timeout: 30_000 }, async () => {
    const png = await drawCard({ ...spec, eyebrow: '博客' })
    const bytes = Buffer.from(png)
    expect(bytes.subarray(0, 8)).toEqual(Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]))
    expect(bytes.subarray(12, 16).toString('latin1')).toBe('IHDR')
    expect(bytes.readUInt32BE(16)).toBe(1200)
    expect(bytes.readUInt32BE(20)).toBe(630)
    // The ground's rows are deflated at zlib's best once (png-over-ground.ts): 75 KB, against
    // 103 KB when they were deflated as fast as a card's own rows.
    expect(bytes.length).toBeLessThan(90_000)
  })

  it('draws cards at once as it draws them one by one', { timeout: 30_000 }, async () => {
    // Cards share the bytes of the band they paint (groundBand): one must not paint over another.
    const specs = [
      { ...spec, title: '第一张卡片', eyebrow: '博客' },
      { ...spec, title: 'The second card', lang: 'en' },
      { ...spec, title: '第三张：标题长一些，占满两行也没关系，看看会不会互相覆盖' },
    ]
    const alone: Uint8Array[] = []
    for (const one of specs) alone.push(await drawCard(one))
    const together = await Promise.all(specs.map((one) => drawCard(one)))
    together.forEach((png, i) => expect(same(png, alone[i]!)).toBe(true))
    expect(same(alone[0]!, alone[2]!)).toBe(false)
  })

  it(
    'draws the eyebrow from the ground as the whole layout draws it',
    { timeout: 60_000 },
    async () => {
      // The eyebrow is laid out once per section and painted into the ground; the cards must come
      // out pixel for pixel as when it was laid out with every card.
      const cards: CardSpec[] = [
        { ...spec, eyebrow: '博客' },
        { ...spec, eyebrow: '博客', title: '长标题'.repeat(30), description: '描述'.repeat(60) },
        { ...spec, eyebrow: 'Blog', lang: 'en', title: 'Why a static site', description: 'Short.' },
        { ...spec, eyebrow: 'Projects', lang: 'en', title: 'A'.repeat(200), description: '' },
        { ...spec, eyebrow: '关于' },
        spec,
      ]
      for (const card of cards) {
        const [fast, whole] = await Promise.all([
          drawCard(card),
          drawCard(card, { wholeLayout: true }),
        ])
        expect(scanlines(fast).equals(scanlines(whole))).toBe(true)
      }
      // Two sections' eyebrows differ on the card.
      const [blog, about] = await Promise.all([drawCard(cards[0]!), drawCard(cards[4]!)])
      expect(scanlines(blog).equals(scanlines(about))).toBe(false)
    },
  )

  it('lays the text over the backdrop', { timeout: 30_000 }, async () => {
    const png = await drawCard(spec)
    // Navy ground (faintly tinted by the glows), the green end of the left bar, white title text.
    const ground = pixel(png, 600, 600)
    ;[15, 23, 42].forEach((c, i) => expect(Math.abs(ground[i]! - c)).toBeLessThanOrEqual(8))
    const bar = pixel(png, 4, 2)
    expect(bar[1]).toBeGreaterThan(140)
    expect(bar[1]).toBeGreaterThan(bar[2]!)
    const title: number[][] = []
    for (let x = 92; x < 700; x++) title.push(pixel(png, x, 100))
    expect(title.some(([r, g, b]) => r! > 240 && g! > 240 && b! > 240)).toBe(true)
  })

  it('draws Chinese with real glyphs, not tofu', { timeout: 30_000 }, async () => {
    // Characters no font covers all draw the same box (or nothing): two such titles give one
    // image. Two Chinese titles give two images only if CJK glyphs were really drawn.
    const draw = (title: string) => drawCard({ ...spec, title })
    const [tofuA, tofuB, zhA, zhB] = await Promise.all([
      draw('\u{10FFFD}'.repeat(4)),
      draw('\u{10FFFC}'.repeat(4)),
      draw('静态网站'),
      draw('博客组件'),
    ])
    expect(same(tofuA, tofuB)).toBe(true)
    expect(same(zhA, zhB)).toBe(false)
    expect(same(zhA, tofuA)).toBe(false)
  })

  it('draws both halves of a mixed Chinese and Latin title', { timeout: 30_000 }, async () => {
    const draw = (title: string) => drawCard({ ...spec, title })
    const [mixed, otherLatin, otherChinese] = await Promise.all([
      draw('React 组件'),
      draw('Vite3 组件'),
      draw('React 博客'),
    ])
    expect(same(mixed, otherLatin)).toBe(false)
    expect(same(mixed, otherChinese)).toBe(false)
  })

  it(
    'paints text from kept masks as satori and resvg draw it whole',
    { timeout: 60_000 },
    async () => {
      // A clamped three-line mixed title, a two-line description, both eyebrows, both languages.
      const cards: CardSpec[] = [
        {
          ...spec,
          eyebrow: '博客',
          title:
            '把 Markdown 编译成 HTML：一个静态站点的构建流程，从内容到部署，再到缓存与回滚的每一步细节和取舍',
          description:
            '构建工具把 Markdown 编译成 HTML，再交给 CDN 分发。图片在构建时生成多种宽度，让浏览器自己挑。',
        },
        {
          ...spec,
          eyebrow: 'Blog',
          lang: 'en',
          title: 'Why I went back to a static site, and what it taught me about caching',
          description:
            "Cache hashed assets forever and never cache the HTML & don't forget 404.html.",
        },
      ]
      for (const card of cards) {
        const [fast, whole] = await Promise.all([drawCard(card), drawCardOutlined(card)])
        // Means of 8×8 pixel blocks. Runs are placed to a quarter pixel and baselines to a whole
        // one (≈15 in the worst block); a missing, doubled or misplaced run moves whole blocks by
        // a hundred or more.
        const blocks = (png: Uint8Array) => {
          const rows = scanlines(png)
          const means = new Float64Array((1200 / 8) * Math.ceil(630 / 8) * 3)
          for (let y = 0; y < 630; y++)
            for (let x = 0; x < 1200; x++)
              for (let c = 0; c < 3; c++)
                means[((y >> 3) * 150 + (x >> 3)) * 3 + c]! += rows[y * 3601 + 1 + x * 3 + c]! / 64
          return means
        }
        const [a, b] = [blocks(fast), blocks(whole)]
        let worst = 0
        let inked = 0
        for (let i = 0; i < a.length; i++) {
          worst = Math.max(worst, Math.abs(a[i]! - b[i]!))
          if (b[i]! > 100) inked++
        }
        expect(inked).toBeGreaterThan(500)
        expect(worst).toBeLessThan(24)
      }
    },
  )
})
