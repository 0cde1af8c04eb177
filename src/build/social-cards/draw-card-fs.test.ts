import { describe, expect, it } from 'vitest'
import type { CardSpec } from './card-spec.ts'
import { drawCard } from './draw-card-fs.ts'

const spec: CardSpec = {
  file: 'og/test.png',
  title: '兜兜转转，我又回到了静态站点',
  description: 'A description that is the same on every card of this test.',
  siteName: 'Lin Zhou',
  host: 'linzhou.dev',
  lang: 'zh-CN',
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
})
