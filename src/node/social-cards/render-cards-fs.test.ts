import { existsSync } from 'node:fs'
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { cardKey } from './card-key-fs.ts'
import type { CardSpec } from './card-spec.ts'
import { cardDrawing } from './render-cards-fs.ts'

/** Draws every card of `specs` at once, as a build that adds them all before finishing. */
async function renderCards(specs: CardSpec[], outDir: string, cacheDir: string) {
  const drawing = cardDrawing(outDir, cacheDir)
  try {
    for (const spec of specs) drawing.add(spec)
    return await drawing.finish()
  } finally {
    await drawing.abort()
  }
}

const base = { siteName: '林舟', host: 'linzhou.dev', lang: 'zh-CN', eyebrow: '博客' }
const specs: CardSpec[] = [
  {
    ...base,
    file: 'og/blog/why-static-sites.png',
    title: '兜兜转转',
    description: '回到静态站点。',
  },
  { ...base, file: 'og/about.png', title: '关于我', description: '写代码，也写字。' },
  {
    ...base,
    file: 'og/en/about.png',
    title: 'About me',
    description: 'I write code and prose.',
    siteName: 'Lin Zhou',
    eyebrow: 'About',
    lang: 'en',
  },
]

const temp: string[] = []
afterAll(() => Promise.all(temp.map((dir) => rm(dir, { recursive: true, force: true }))))

describe('cardDrawing', () => {
  it('draws once, then reuses, then redraws only what changed', { timeout: 60_000 }, async () => {
    const root = await mkdtemp(join(tmpdir(), 'social-cards-'))
    temp.push(root)
    const out = join(root, 'dist')
    const cache = join(root, 'cache')

    expect(await renderCards(specs, out, cache)).toMatchObject({ drawn: 3, reused: 0 })
    for (const spec of specs) expect(existsSync(join(out, spec.file))).toBe(true)
    expect((await readdir(cache)).sort()).toEqual(specs.map((s) => `${cardKey(s)}.png`).sort())

    const second = await renderCards(specs, join(root, 'dist2'), cache)
    expect(second).toMatchObject({ drawn: 0, reused: 3 })
    expect(second.ms).toBeGreaterThanOrEqual(0)
    const again = await readFile(join(root, 'dist2', 'og/about.png'))
    expect(again.equals(await readFile(join(out, 'og/about.png')))).toBe(true)

    const changed = specs.map((s, i) => (i === 1 ? { ...s, title: '关于林舟' } : s))
    expect(await renderCards(changed, out, cache)).toMatchObject({ drawn: 1, reused: 2 })
  })

  it('draws a card shown under two paths once', { timeout: 30_000 }, async () => {
    const root = await mkdtemp(join(tmpdir(), 'social-cards-'))
    temp.push(root)
    const twice = [specs[2]!, { ...specs[2]!, file: 'og/en/index.png' }]
    expect(await renderCards(twice, join(root, 'out'), join(root, 'cache'))).toMatchObject({
      drawn: 1,
      reused: 1,
    })
    expect(existsSync(join(root, 'out/og/en/index.png'))).toBe(true)
  })

  it('fails, not hangs, when a card cannot be drawn', { timeout: 60_000 }, async () => {
    const root = await mkdtemp(join(tmpdir(), 'social-cards-'))
    temp.push(root)
    const broken = { ...specs[0]!, file: 'og/broken.png', title: 42 as unknown as string }
    const all = [...specs, broken]
    await expect(renderCards(all, join(root, 'out'), join(root, 'cache'))).rejects.toThrow()
    expect(existsSync(join(root, 'cache', `${cardKey(broken)}.png`))).toBe(false)
    // Nothing half-written was left beside the cards.
    expect((await readdir(join(root, 'cache'))).filter((f) => f.endsWith('.tmp'))).toEqual([])
  })

  it('draws while cards are still being added', { timeout: 60_000 }, async () => {
    const root = await mkdtemp(join(tmpdir(), 'social-cards-'))
    temp.push(root)
    const cache = join(root, 'cache')
    const drawing = cardDrawing(join(root, 'out'), cache, { concurrency: 2 })
    try {
      for (const spec of specs) drawing.add(spec)
      // The prerender goes on rendering pages here; the cards appear in the cache meanwhile.
      const stored = specs.map((spec) => join(cache, `${cardKey(spec)}.png`))
      const started = Date.now()
      while (!stored.every((file) => existsSync(file)) && Date.now() - started < 50_000)
        await new Promise((resolve) => setTimeout(resolve, 20))
      expect(stored.every((file) => existsSync(file))).toBe(true)
      expect(await drawing.finish()).toMatchObject({ drawn: 3, reused: 0 })
    } finally {
      await drawing.abort()
    }
    for (const spec of specs) expect(existsSync(join(root, 'out', spec.file))).toBe(true)
  })

  it('lets a build that failed stop drawing', { timeout: 60_000 }, async () => {
    const root = await mkdtemp(join(tmpdir(), 'social-cards-'))
    temp.push(root)
    const cache = join(root, 'cache')
    const drawing = cardDrawing(join(root, 'out'), cache, { concurrency: 1 })
    for (const spec of specs) drawing.add(spec)
    // Resolves once the card in hand is stored; the cards still queued are not drawn.
    await expect(drawing.abort()).resolves.toBeUndefined()
    expect((await readdir(cache)).length).toBeLessThan(specs.length)
  })

  it('refuses paths that leave the output folder', async () => {
    const bad = [{ ...specs[0]!, file: '../escape.png' }]
    await expect(renderCards(bad, tmpdir(), join(tmpdir(), 'unused-card-cache'))).rejects.toThrow(
      /relative/,
    )
  })
})

describe('cardKey', () => {
  it('ignores the output path and follows what the card shows', () => {
    const [spec] = specs
    expect(cardKey({ ...spec!, file: 'elsewhere.png' })).toBe(cardKey(spec!))
    expect(cardKey({ ...spec!, title: 'x' })).not.toBe(cardKey(spec!))
    expect(cardKey(spec!)).toMatch(/^[0-9a-f]{64}$/)
  })
})
