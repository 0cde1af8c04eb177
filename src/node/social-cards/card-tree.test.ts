import type { Node } from '@takumi-rs/helpers'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { cardWidth, type CardSpec } from './card-spec.ts'
import { cardTree, titleSize } from './card-tree.ts'
import { drawTree } from './draw-card-fs.ts'

const spec: CardSpec = {
  file: 'og/test.png',
  title: '',
  description: '',
  eyebrow: '博客',
  siteName: '林舟',
  host: 'linzhou.dev',
  lang: 'zh-CN',
}

/** The tree with the title cut after three lines with no `…` (CSS `line-clamp: 3 ""`). */
function clipped(tree: Node, title: string): Node {
  if (tree.type === 'text' && tree.text === title)
    return { ...tree, style: { ...tree.style, lineClamp: '3 ""' } }
  if (tree.type !== 'container') return tree
  return { ...tree, children: tree.children?.map((child) => clipped(child, title)) }
}

/** The bounding box of the pixels where two renders differ by more than antialiasing. */
async function changed(a: Node, b: Node) {
  const raw = async (tree: Node) =>
    sharp(await drawTree(tree))
      .removeAlpha()
      .raw()
      .toBuffer()
  const [x, y] = await Promise.all([raw(a), raw(b)])
  const box = { left: Infinity, right: -1, top: Infinity, bottom: -1 }
  for (let i = 0; i < x.length; i++) {
    // The line is shaped again when `…` ends it, which can move edges by a shade or two.
    if (Math.abs(x[i]! - y[i]!) <= 24) continue
    const pixel = Math.floor(i / 3)
    const [col, row] = [pixel % cardWidth, Math.floor(pixel / cardWidth)]
    box.left = Math.min(box.left, col)
    box.right = Math.max(box.right, col)
    box.top = Math.min(box.top, row)
    box.bottom = Math.max(box.bottom, row)
  }
  return box
}

describe('cardTree', () => {
  it('sets titles too long for three lines smaller', () => {
    expect(titleSize('关于我')).toBe(64)
    expect(titleSize('长'.repeat(40))).toBe(56)
    expect(titleSize('长'.repeat(60))).toBe(50)
  })

  it('ends a cut title with an ellipsis on its third line', { timeout: 30_000 }, async () => {
    for (const [title, lang] of [
      ['为什么静态站点仍然是个人博客最好的选择'.repeat(4), 'zh-CN'],
      ['Why static sites are still the best choice for a blog '.repeat(3), 'en'],
    ] as const) {
      const tree = cardTree({ ...spec, title, lang })
      const box = await changed(tree, clipped(tree, title))
      // The `…` replaces the end of the last line: right of the middle, in the title's third
      // line (it starts at y≈127 and its lines are 61 px high at 50 px).
      expect(box.right).toBeGreaterThan(0)
      expect(box.left).toBeGreaterThan(cardWidth / 2)
      expect(box.top).toBeGreaterThan(127 + 2 * 61 - 10)
      expect(box.bottom).toBeLessThan(127 + 3 * 61 + 10)
    }
  })
})
