import { existsSync } from 'node:fs'
import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { openStore, storeDir, type Store } from '../store/store-fs.ts'
import { cardKey } from './card-key-fs.ts'
import type { CardSpec } from './card-spec.ts'
import { cardDrawing } from './render-cards-fs.ts'

/** Draws every card of `specs` at once, as a build that adds them all before finishing. */
async function renderCards(specs: CardSpec[], outDir: string, store: Store) {
  const drawing = cardDrawing(outDir, store)
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

/** A project of its own, and its store. */
async function project() {
  const root = await mkdtemp(join(tmpdir(), 'social-cards-'))
  temp.push(root)
  return { root, store: openStore(root), kept: join(storeDir(root), 'cards') }
}

/** The store's cards, by key. */
const keptCards = (kept: string) => readdir(kept).catch(() => [] as string[])

describe('cardDrawing', () => {
  it('draws once, then links, then redraws only what changed', { timeout: 60_000 }, async () => {
    const { root, store, kept } = await project()
    const out = join(root, 'dist')

    expect(await renderCards(specs, out, store)).toMatchObject({ drawn: 3, reused: 0 })
    for (const spec of specs) expect(existsSync(join(out, spec.file))).toBe(true)
    expect((await keptCards(kept)).sort()).toEqual(specs.map(cardKey).sort())
    expect(store.takeCounts().cards).toEqual({ made: 3, reused: 0 })

    const second = await renderCards(specs, join(root, 'dist2'), store)
    expect(second).toMatchObject({ drawn: 0, reused: 3 })
    expect(second.ms).toBeGreaterThanOrEqual(0)
    const linked = join(root, 'dist2', 'og/about.png')
    expect((await stat(linked)).ino).toBe((await stat(join(kept, cardKey(specs[1]!)))).ino)
    expect((await readFile(linked)).equals(await readFile(join(out, 'og/about.png')))).toBe(true)
    expect(store.takeCounts().cards).toEqual({ made: 0, reused: 3 })

    const changed = specs.map((s, i) => (i === 1 ? { ...s, title: '关于林舟' } : s))
    expect(await renderCards(changed, join(root, 'dist3'), store)).toMatchObject({
      drawn: 1,
      reused: 2,
    })
    expect(store.takeCounts().cards).toEqual({ made: 1, reused: 2 })
  })

  it('draws a card shown under two paths once', { timeout: 30_000 }, async () => {
    const { root, store } = await project()
    const twice = [specs[2]!, { ...specs[2]!, file: 'og/en/index.png' }]
    expect(await renderCards(twice, join(root, 'out'), store)).toMatchObject({
      drawn: 1,
      reused: 1,
    })
    expect(existsSync(join(root, 'out/og/en/index.png'))).toBe(true)
    // One entry, drawn once: the store counts entries, the drawing its cards.
    expect(store.takeCounts().cards).toEqual({ made: 1, reused: 0 })
  })

  it('fails, not hangs, when a card cannot be drawn', { timeout: 60_000 }, async () => {
    const { root, store, kept } = await project()
    const broken = { ...specs[0]!, file: 'og/broken.png', title: 42 as unknown as string }
    const all = [...specs, broken]
    await expect(renderCards(all, join(root, 'out'), store)).rejects.toThrow()
    expect(existsSync(store.path('cards', cardKey(broken)))).toBe(false)
    // Nothing half-written was left beside the cards.
    expect((await keptCards(kept)).filter((f) => f.endsWith('.tmp'))).toEqual([])
  })

  it('draws while cards are still being added', { timeout: 60_000 }, async () => {
    const { root, store } = await project()
    const drawing = cardDrawing(join(root, 'out'), store, { concurrency: 2 })
    try {
      for (const spec of specs) drawing.add(spec)
      // The prerender goes on rendering pages here; the cards appear in the store meanwhile.
      const stored = specs.map((spec) => store.path('cards', cardKey(spec)))
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
    const { root, store, kept } = await project()
    const drawing = cardDrawing(join(root, 'out'), store, { concurrency: 1 })
    for (const spec of specs) drawing.add(spec)
    // Resolves once the card in hand is stored; the cards still queued are not drawn.
    await expect(drawing.abort()).resolves.toBeUndefined()
    expect((await keptCards(kept)).length).toBeLessThan(specs.length)
  })

  it('refuses paths that leave the output folder', async () => {
    const bad = [{ ...specs[0]!, file: '../escape.png' }]
    const { root, store } = await project()
    await expect(renderCards(bad, root, store)).rejects.toThrow(/relative/)
  })
})

describe('cardKey', () => {
  it('ignores the output path and follows what the card shows', () => {
    const [spec] = specs
    expect(cardKey({ ...spec!, file: 'elsewhere.png' })).toBe(cardKey(spec!))
    expect(cardKey({ ...spec!, title: 'x' })).not.toBe(cardKey(spec!))
    expect(cardKey({ ...spec!, eyebrow: undefined })).not.toBe(cardKey(spec!))
  })
})
