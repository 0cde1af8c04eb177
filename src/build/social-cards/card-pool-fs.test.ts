import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cardPool } from './card-pool-fs.ts'
import type { CardSpec } from './card-spec.ts'
import { drawCard } from './draw-card-fs.ts'

const spec: CardSpec = {
  file: 'og/test.png',
  title: '兜兜转转，我又回到了静态站点',
  description: 'Some notes on static sites.',
  eyebrow: '博客',
  siteName: '林舟',
  host: 'linzhou.dev',
  lang: 'zh-CN',
}

const pool = cardPool({ size: 2 })
let dir: string
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'card-pool-'))
})
afterAll(async () => {
  await pool.close()
  await rm(dir, { recursive: true, force: true })
})

/** The PNG a worker draws for `card`, read from the file it wrote. */
let drawn = 0
async function draw(card: CardSpec, worker?: number): Promise<Buffer> {
  const file = join(dir, `card-${drawn++}.png`)
  await pool.store(card, file, worker)
  return readFile(file)
}

describe('cardPool', () => {
  it('draws the same bytes as drawing in this thread', { timeout: 60_000 }, async () => {
    const english = { ...spec, title: 'Why I went back to static sites', lang: 'en' }
    const [zh, en, zhHere, zhOnSecond] = await Promise.all([
      draw(spec),
      draw(english),
      drawCard(spec),
      draw(spec, 1),
    ])
    expect(Buffer.from(zh).equals(Buffer.from(zhHere))).toBe(true)
    expect(Buffer.from(zhOnSecond).equals(Buffer.from(zhHere))).toBe(true)
    expect(Buffer.from(en).readUInt32BE(16)).toBe(1200)
    expect(Buffer.from(en).readUInt32BE(20)).toBe(630)
  })

  it('writes the card whole, with nothing left beside it', { timeout: 60_000 }, async () => {
    const own = await mkdtemp(join(tmpdir(), 'card-pool-'))
    try {
      const file = join(own, 'card.png')
      await pool.store(spec, file, 0)
      expect((await readFile(file)).equals(Buffer.from(await drawCard(spec)))).toBe(true)
      expect(await readdir(own)).toEqual(['card.png'])
    } finally {
      await rm(own, { recursive: true, force: true })
    }
  })

  it(
    'rejects a card the worker cannot draw, and keeps drawing others',
    { timeout: 60_000 },
    async () => {
      const broken = { ...spec, title: 42 } as unknown as CardSpec
      await expect(draw(broken)).rejects.toThrow(/Drawing a social card failed in a worker/)
      expect((await draw(spec)).length).toBeGreaterThan(0)
    },
  )

  it('rejects instead of hanging when a worker cannot start', { timeout: 30_000 }, async () => {
    const crashing = cardPool({
      size: 1,
      worker: new URL('./crashing-worker.fixture.ts', import.meta.url),
    })
    try {
      await expect(crashing.store(spec, join(dir, 'never.png'))).rejects.toThrow(
        /worker crashed: fixture: this worker/,
      )
      await expect(crashing.store(spec, join(dir, 'never.png'))).rejects.toThrow(/worker crashed/)
    } finally {
      await crashing.close()
    }
  })

  it('refuses to draw once closed', async () => {
    const closing = cardPool({ size: 1 })
    await closing.close()
    await expect(closing.store(spec, join(dir, 'never.png'))).rejects.toThrow(/closed/)
  })
})
