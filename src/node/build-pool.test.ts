import { expect, it } from 'vitest'
import { loadFixture } from '../../test/support/fixture-fs.ts'
import { buildPool } from './build-pool.ts'
import { compileContent } from './compile/compile.ts'

it('compiles on its threads exactly what the compiler makes on its own thread', async () => {
  const input = await loadFixture()
  const here = await compileContent(input)
  const pool = buildPool(2)
  try {
    const pooled = await compileContent(input, new Map(), { pool })
    expect(here.ok && pooled.ok).toBe(true)
    if (!here.ok || !pooled.ok) return
    // Every file of the artifact, bodies, lists and the share codes of articles included.
    expect(pooled.artifact.files.size).toBeGreaterThan(10)
    expect(new Map(pooled.artifact.files)).toEqual(new Map(here.artifact.files))
  } finally {
    await pool.destroy()
  }
}, 60_000)

it('reports every problem of bad content compiled on its threads, as on its own', async () => {
  const input = await loadFixture('broken-link', 'bad')
  const pool = buildPool(2)
  try {
    const pooled = await compileContent(input, new Map(), { pool })
    expect(pooled).toEqual(await compileContent(input))
    expect(pooled.ok).toBe(false)
  } finally {
    await pool.destroy()
  }
}, 60_000)
