import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { serveStatic } from './serve-static.ts'

describe('serveStatic', () => {
  let dir: string
  let close: () => void
  let url: string
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'serve-static-'))
    await writeFile(join(dir, 'app.js'), 'console.log("first deploy")')
    const served = await serveStatic(dir)
    close = () => served.server.close()
    url = served.url
  })
  afterAll(async () => {
    close()
    await rm(dir, { recursive: true, force: true })
  })

  it('sends text gzipped, and a file redeployed in place as it is now, not as first compressed', async () => {
    const first = await fetch(`${url}app.js`, { headers: { 'Accept-Encoding': 'gzip' } })
    expect(first.headers.get('content-encoding')).toBe('gzip')
    expect(await first.text()).toBe('console.log("first deploy")')
    await writeFile(join(dir, 'app.js'), 'console.log("second deploy, a little longer")')
    const second = await fetch(`${url}app.js`, { headers: { 'Accept-Encoding': 'gzip' } })
    expect(await second.text()).toBe('console.log("second deploy, a little longer")')
  })
})
