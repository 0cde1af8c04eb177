/**
 * `npm run build` writes the content artifact for both locales beside the app (decision 0024),
 * and a build that fails on bad content leaves the previous dist/ untouched.
 */
import { searchSections } from '../support/search-files.ts'
import { createHash } from 'node:crypto'
import { readFile, readdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ContentManifest } from '../../src/shared/artifact.ts'
import { buildSite } from '../../prerender/build-site.ts'
import { appBuildKey } from '../../src/node/app/app-build-key-fs.ts'
import { openStore } from '../../src/node/store/store-fs.ts'
import { tempProject } from '../support/project-fs.ts'

let project: Awaited<ReturnType<typeof tempProject>>

beforeAll(async () => {
  project = await tempProject()
  await buildSite(project.dir, join(project.dir, 'dist'), { pages: false })
})
afterAll(async () => {
  await project?.remove()
})

const dist = () => join(project.dir, 'dist')

describe('npm run build', () => {
  it('writes the artifact for both locales with content-hashed names', async () => {
    const manifest = JSON.parse(
      await readFile(join(dist(), '_content', 'manifest.json'), 'utf8'),
    ) as ContentManifest
    expect(Object.keys(manifest.navigation)).toEqual(['zh', 'en'])
    expect(manifest.collections).toHaveProperty('blogs_en')
    const files = await readdir(join(dist(), '_content'), { recursive: true })
    for (const name of [
      ...Object.values(manifest.collections),
      ...Object.values(manifest.search),
      manifest.site,
    ]) {
      expect(name).toMatch(/\.[0-9a-f]{10}\.json$/)
      expect(files).toContain(name)
    }
    expect(await searchSections(dist(), 'zh')).toContainEqual(
      expect.objectContaining({ id: '/blog/hello#开始', title: '开始', level: 2 }),
    )
  })

  it('has the service worker precache the content it wrote, and keeps the app without it', async () => {
    const sw = await readFile(join(dist(), 'sw.js'), 'utf8')
    const manifest = await readFile(join(dist(), '_content', 'manifest.json'))
    const { site } = JSON.parse(manifest.toString()) as ContentManifest
    const siteFile = await readFile(join(dist(), '_content', site))
    for (const [url, bytes] of [
      ['_content/manifest.json', manifest],
      [`_content/${site}`, siteFile],
    ] as const) {
      const revision = createHash('md5').update(bytes).digest('hex')
      expect(sw).toContain(`{"revision":"${revision}","url":"${url}"}`)
      expect(sw.split(`"url":"${url}"`)).toHaveLength(2)
    }
    // The client build kept for the next build is the app alone: the content is written after it.
    const kept = openStore(project.dir).folder('app', await appBuildKey(project.dir, 'client'))
    expect(await readdir(kept!)).not.toContain('_content')
  })

  it('fails on bad content with every problem listed and keeps the previous dist/', async () => {
    const before = await readFile(join(dist(), 'index.html'), 'utf8')
    const manifestBefore = await readFile(join(dist(), '_content', 'manifest.json'), 'utf8')
    const article = join(project.dir, 'content', 'en', 'blog', 'hello.md')
    const good = await readFile(article, 'utf8')
    await writeFile(
      article,
      good.replace('title: Hello', 'title:').replace('date: 2025-01-02', 'date: soon'),
    )
    try {
      const error = await buildSite(project.dir, dist(), { pages: false }).then(
        () => undefined,
        (e: Error) => e,
      )
      expect(error?.message).toContain('content/en/blog/hello.md:2:7  "title" must be text')
      expect(error?.message).toContain('content/en/blog/hello.md:4:7  "date" must be a date')
      expect(await readFile(join(dist(), 'index.html'), 'utf8')).toBe(before)
      expect(await readFile(join(dist(), '_content', 'manifest.json'), 'utf8')).toBe(manifestBefore)
    } finally {
      await writeFile(article, good)
    }
  })
})
