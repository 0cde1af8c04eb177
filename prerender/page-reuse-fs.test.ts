import { mkdtemp, readFile, readdir, rm, stat, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import {
  fileStamp,
  hashText,
  hashWithoutBuildId,
  keptPage,
  linkKept,
  previousPages,
  savePages,
  type PageRecord,
} from './page-reuse-fs.ts'
import { storeDir } from '../src/node/store/store-fs.ts'

let dir: string
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'page-reuse-'))
})
afterEach(async () => {
  await rm(dir, { recursive: true, force: true })
})

const page = (id: string) =>
  `<html><head><meta name="build-id" content="${id}" /></head><body>关于我</body></html>`

/** A page's text with its build id left out: what a record's `html` hash is of. */
const withoutBuildId = (html: string, id: string) =>
  html.replace(`<meta name="build-id" content="${id}" />`, '<meta name="build-id" content="" />')

const recordOf = (html: string, id: string): PageRecord => ({
  data: hashText('data'),
  html: hashText(withoutBuildId(html, id)),
  scripts: ['sha256-x'],
  lang: 'zh-CN',
  alternates: { zh: '/about', en: '/en/about' },
  card: { file: '/og/about.png', title: '关于', description: '' },
})

describe('hashWithoutBuildId', () => {
  it('hashes the page’s bytes as its text with the build id left out', () => {
    for (const html of [page('a1b2'), `${page('a1b2')}<p>“引号”与 emoji 😀</p>`, page('other')])
      expect(hashWithoutBuildId(Buffer.from(html), 'a1b2')).toBe(
        hashText(withoutBuildId(html, 'a1b2')),
      )
    // Another build id is another page.
    expect(hashWithoutBuildId(Buffer.from(page('a1b2')), 'a1b2')).not.toBe(
      hashWithoutBuildId(Buffer.from(page('a1b2')), 'zzzz'),
    )
  })
})

describe('keptPage', () => {
  it('carries the live page over to the new build id', async () => {
    const file = join(dir, 'index.html')
    await writeFile(file, page('old1'))
    expect(keptPage(file, recordOf(page('old1'), 'old1'), 'old1', 'new2')?.toString()).toBe(
      page('new2'),
    )
  })

  it('trusts a page by its stamp, and checks its text once the stamp differs', async () => {
    const file = join(dir, 'index.html')
    await writeFile(file, page('old1'))
    // A record whose text hash no longer matches (as after a template change in the middle of
    // a word), but whose stamp is this file's: the stamp says it is the file that was written.
    const stale = { ...recordOf(page('other'), 'other'), page: fileStamp(file) }
    expect(keptPage(file, stale, 'old1', 'new2')?.toString()).toBe(page('new2'))
    // Edited by hand (a later time, the same size): the text is checked, and does not match.
    await new Promise((resolve) => setTimeout(resolve, 20))
    await writeFile(file, page('old1').replace('关于我', '关于他'))
    expect(keptPage(file, stale, 'old1', 'new2')).toBeUndefined()
    // A build id of another length is spliced in, not copied over.
    const fresh = { ...recordOf(page('old1'), 'old1'), page: fileStamp(file) }
    expect(keptPage(file, fresh, 'old1', 'new-build-id')?.toString()).toBe(
      page('new-build-id').replace('关于我', '关于他'),
    )
  })

  it('refuses a page changed since it was recorded, or missing', async () => {
    const file = join(dir, 'index.html')
    const record = recordOf(page('old1'), 'old1')
    await writeFile(file, page('old1').replace('关于我', '关于你'))
    expect(keptPage(file, record, 'old1', 'new2')).toBeUndefined()
    expect(keptPage(join(dir, 'gone.html'), record, 'old1', 'new2')).toBeUndefined()
  })
})

describe('savePages and previousPages', () => {
  it('returns the records saved for the same app, and none for another', async () => {
    const root = dir
    const records = new Map([['/about', recordOf(page('b1'), 'b1')]])
    savePages(root, join(root, 'dist'), 'app-1', 'b1', records)
    const previous = previousPages(root, join(root, 'dist'), 'app-1')
    expect(previous.buildId).toBe('b1')
    expect(previous.pages).toEqual(records)
    expect(previousPages(root, join(root, 'dist'), 'app-2').pages.size).toBe(0)
    // Another output folder has records of its own.
    expect(previousPages(root, join(root, 'out'), 'app-1').pages.size).toBe(0)
  })

  it('treats an unreadable record file as no records', async () => {
    const root = dir
    savePages(root, join(root, 'dist'), 'app-1', 'b1', new Map())
    const folder = join(storeDir(root), 'records')
    const [name] = await readdir(folder)
    await writeFile(join(folder, name!), '{"app": "app-1", "pag')
    expect(previousPages(root, join(root, 'dist'), 'app-1').pages.size).toBe(0)
  })
})

describe('linkKept', () => {
  it('links the live file while it is the one stamped, and not once edited', async () => {
    const live = join(dir, 'live.json')
    await writeFile(live, '{"title":"关于我"}')
    const record = { ...recordOf(page('a'), 'a'), payload: fileStamp(live) }
    const target = join(dir, 'kept.json')
    expect(linkKept(live, target, record.payload)).toBe(true)
    expect(await readFile(target, 'utf8')).toBe('{"title":"关于我"}')
    expect((await stat(target)).ino).toBe((await stat(live)).ino)

    // Edited by hand since (a later time, and here another size too): not linked.
    await new Promise((resolve) => setTimeout(resolve, 20))
    await writeFile(live, '{"title":"改过"}')
    expect(linkKept(live, join(dir, 'again.json'), record.payload)).toBe(false)
    // No stamp (records of an older build) or no file: not linked either.
    expect(linkKept(live, join(dir, 'b.json'), recordOf(page('a'), 'a').payload)).toBe(false)
    expect(linkKept(join(dir, 'gone.json'), join(dir, 'c.json'), record.payload)).toBe(false)
  })
})
