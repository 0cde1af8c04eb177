import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import type { CardSpec } from './card-spec.ts'
import { drawCard } from './draw-card-fs.ts'

const spec: CardSpec = {
  file: 'og/test.png',
  title: '兜兜转转，我又回到了静态站点',
  description: 'A description that is the same on every card of this test.',
  eyebrow: '博客',
  siteName: 'Lin Zhou',
  host: 'linzhou.dev',
  lang: 'zh-CN',
}

/** The RGB pixels of a PNG, decoded by sharp (not by anything of ours). */
async function pixels(png: Uint8Array) {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true })
  const at = (x: number, y: number) => [
    ...data.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3),
  ]
  /** Pixels in rows [from, to) that differ from the other image by more than a faint tint. */
  const differing = async (other: Uint8Array, from = 0, to = info.height) => {
    const theirs = await pixels(other)
    let count = 0
    for (let y = from; y < to; y++)
      for (let x = 0; x < info.width; x++)
        if (at(x, y).some((c, i) => Math.abs(c - theirs.at(x, y)[i]!) > 24)) count++
    return count
  }
  return { info, at, differing }
}

const draw = (title: string, more: Partial<CardSpec> = {}) => drawCard({ ...spec, ...more, title })

describe('drawCard', () => {
  it('draws a PNG of 1200×630 that decodes', { timeout: 30_000 }, async () => {
    const metadata = await sharp(await drawCard(spec)).metadata()
    expect(metadata).toMatchObject({ format: 'png', width: 1200, height: 630 })
  })

  it('draws the navy ground, the green bar and white title text', { timeout: 30_000 }, async () => {
    const { at } = await pixels(await drawCard(spec))
    // The flat navy ground.
    ;[15, 23, 42].forEach((c, i) => expect(Math.abs(at(600, 600)[i]! - c)).toBeLessThanOrEqual(2))
    // The green top of the left bar.
    const [, g, b] = at(4, 2)
    expect(g).toBeGreaterThan(140)
    expect(g).toBeGreaterThan(b!)
    // The title's row under the eyebrow holds white ink.
    const row = Array.from({ length: 600 }, (_, i) => at(92 + i, 165))
    expect(row.some(([r, g, b]) => r! > 240 && g! > 240 && b! > 240)).toBe(true)
  })

  it('draws Chinese with real glyphs, not tofu', { timeout: 30_000 }, async () => {
    // Characters no font covers all draw the same box: two such titles give one image. Chinese
    // titles give images of their own only if their glyphs were really drawn.
    const [tofuA, tofuB, zhA, zhB, empty] = await Promise.all([
      draw('\u{10FFFD}'.repeat(4)),
      draw('\u{10FFFC}'.repeat(4)),
      draw('静态网站'),
      draw('博客组件'),
      draw(''),
    ])
    expect(tofuA.equals(tofuB)).toBe(true)
    expect(zhA.equals(zhB)).toBe(false)
    // Ink: thousands of the title's pixels differ from a card with no title, and from tofu.
    const zh = await pixels(zhA)
    expect(await zh.differing(empty, 120, 210)).toBeGreaterThan(2000)
    expect(await zh.differing(tofuA, 120, 210)).toBeGreaterThan(2000)
  })

  it('draws both halves of a mixed Chinese and Latin title', { timeout: 30_000 }, async () => {
    const [mixed, otherLatin, otherChinese] = await Promise.all([
      draw('React 组件'),
      draw('Vite3 组件'),
      draw('React 博客'),
    ])
    expect(mixed.equals(otherLatin)).toBe(false)
    expect(mixed.equals(otherChinese)).toBe(false)
  })

  it('cuts a long title instead of letting it overflow', { timeout: 30_000 }, async () => {
    for (const [word, lang] of [
      ['静态站点的构建流程', 'zh-CN'],
      ['static sites ', 'en'],
    ] as const) {
      const [long, longer, short] = await Promise.all([
        draw(word.repeat(12), { lang }),
        draw(word.repeat(24), { lang }),
        draw('短', { lang }),
      ])
      // Past three lines the title's tail is not drawn at all, and nothing moves.
      expect(long.equals(longer)).toBe(true)
      // The footer stays where and as it is on a card with a one-character title.
      expect(await (await pixels(long)).differing(short, 500, 630)).toBe(0)
    }
  })

  it('draws cards at once as it draws them one by one', { timeout: 30_000 }, async () => {
    const specs = [
      { ...spec, title: '第一张卡片' },
      { ...spec, title: 'The second card', lang: 'en', eyebrow: 'Blog' },
      { ...spec, title: '第三张：标题长一些，占满两行也没关系，看看会不会互相覆盖' },
    ]
    const alone: Buffer[] = []
    for (const one of specs) alone.push(await drawCard(one))
    const together = await Promise.all(specs.map((one) => drawCard(one)))
    together.forEach((png, i) => expect(png.equals(alone[i]!)).toBe(true))
  })
})
