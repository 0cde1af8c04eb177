import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
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
afterAll(() => pool.close())

describe('cardPool', () => {
  it('draws the same bytes as drawing in this thread', { timeout: 60_000 }, async () => {
    const english = { ...spec, title: 'Why I went back to static sites', lang: 'en' }
    const [zh, en, zhHere, zhOnSecond] = await Promise.all([
      pool.draw(spec),
      pool.draw(english),
      drawCard(spec),
      pool.draw(spec, 1),
    ])
    expect(Buffer.from(zh).equals(Buffer.from(zhHere))).toBe(true)
    expect(Buffer.from(zhOnSecond).equals(Buffer.from(zhHere))).toBe(true)
    expect(Buffer.from(en).readUInt32BE(16)).toBe(1200)
    expect(Buffer.from(en).readUInt32BE(20)).toBe(630)
  })

  it('stores a card in a file with the bytes it would send', { timeout: 60_000 }, async () => {
    const dir = await mkdtemp(join(tmpdir(), 'card-pool-'))
    try {
      const file = join(dir, 'card.png')
      await pool.store(spec, file, 0)
      const sent = await pool.draw(spec, 1)
      expect((await readFile(file)).equals(Buffer.from(sent))).toBe(true)
      expect(await readdir(dir)).toEqual(['card.png'])
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  })

  it(
    'rejects a card the worker cannot draw, and keeps drawing others',
    { timeout: 60_000 },
    async () => {
      const broken = { ...spec, title: 42 } as unknown as CardSpec
      await expect(pool.draw(broken)).rejects.toThrow(/Drawing a social card failed in a worker/)
      expect((await pool.draw(spec)).length).toBeGreaterThan(0)
    },
  )

  it('rejects instead of hanging when a worker cannot start', { timeout: 30_000 }, async () => {
    const crashing = cardPool({
      size: 1,
      worker: new URL('./crashing-worker.fixture.ts', import.meta.url),
    })
    try {
      await expect(crashing.draw(spec)).rejects.toThrow(/worker crashed: fixture: this worker/)
      await expect(crashing.draw(spec)).rejects.toThrow(/worker crashed/)
    } finally {
      await crashing.close()
    }
  })

  it('refuses to draw once closed', async () => {
    const closing = cardPool({ size: 1 })
    await closing.close()
    await expect(closing.draw(spec)).rejects.toThrow(/closed/)
  })
})
