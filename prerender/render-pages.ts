/**
 * Renders every page of the site into the build folder (its `index.html` and `_payload.json`),
 * or carries it over from the live dist/ when the last build rendered it from the same data with
 * the same app (page-reuse-fs.ts).
 *
 * Pages are made a few at a time, so one whose content is not in memory yet does not hold up the
 * others; their files are written in place. The entry renders each page synchronously once its
 * data is loaded, so pages in flight never share state.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { mkdir, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { inlineScriptHashes } from '../src/node/site-files/host/content-security-policy.ts'
import pLimit from 'p-limit'
import { linkOrCopySync } from '../src/node/link-or-copy-fs.ts'
import type { ContentSource } from '../src/shared/source.ts'
import {
  fileStamp,
  hashText,
  hashWithoutBuildId,
  isStamped,
  keptPage,
  linkKept,
  previousPages,
  type FileStamp,
  type PageRecord,
} from './page-reuse-fs.ts'
import { pageData } from './page-data.ts'
import { fillTemplate, type PageHead } from './template.ts'

/** What the built SSR entry renders (src/client/entry-server.tsx says each field's meaning). */
interface RenderedPage extends PageHead {
  status: number
  payload: unknown
  /** `payload` as JSON, when the entry made it for the hydration data already. */
  payloadJson?: string
  alternates: PageRecord['alternates']
  updated?: string
  card: PageRecord['card']
  data: string
}

/** A page whose data the `unchanged` test recognized: not rendered. */
interface UnchangedPage {
  status: number
  unchanged: true
  data: string
  payload: unknown
}

interface RenderOptions {
  hydrate?: boolean
  unchanged?: (data: string) => boolean
  serialize?: (value: unknown) => string
}

export interface PageRenderer {
  render(
    url: string,
    source: ContentSource,
    options?: RenderOptions,
  ): Promise<RenderedPage | UnchangedPage>
  /** `/blog` → `/portfolio/blog` when the site is built for a sub-path. */
  withBase(path: string): string
}

export interface PagesJob {
  entry: PageRenderer
  source: ContentSource
  template: string
  buildId: string
  /** The SSR entry and template, hashed: records of another app are not reused. */
  app: string
  root: string
  /** The build folder being filled, and the live one pages may be carried over from. */
  temp: string
  live: string
  paths: string[]
  /**
   * Called with each page's record in the order of `paths`, as soon as it and every page before
   * it are done (the prerender queues social cards from here while later pages render).
   */
  onPage?: (record: PageRecord, index: number) => void
}

/** The origin the prerender's URLs are made on (the entry only reads their paths). */
export const origin = 'http://prerender.local'

/**
 * Pages in flight at once. A page waits only for content not yet in memory, so a few are enough;
 * the pages of one turn of the event loop (`turn`) all render before any finished card or image
 * is handed on, so more would keep takumi and sharp waiting longer.
 */
const slots = pLimit(4)

export function outputFile(dir: string, path: string, name: string): string {
  return join(dir, ...path.split('/').filter(Boolean), name)
}

export async function write(file: string, text: string) {
  await mkdir(dirname(file), { recursive: true })
  await writeFile(file, text)
}

/** The stamps of a page's two files once written (PageRecord). */
type Stamps = Pick<PageRecord, 'page' | 'payload'>

/**
 * Writes a page's two files in place. Each promise-based write was an open, a write and a close
 * handed to the thread pool, and on this VM every hand-over wakes another thread: ≈0.8 s of this
 * thread's time in the pages of a 1,000-article build (CPU profile), against the few microseconds
 * a write into the page cache takes; kept pages, which have nothing to overlap, took ≈6.5 s
 * against ≈4.5 s (2,279 kept pages, `npm run bench:build`).
 *
 * A kept page (`kept`: its files in the live dist/ and the payload's recorded stamp) has its
 * payload linked from there, or written when that file is not the recorded one. `html` undefined:
 * the build id is the live page's (nothing changed since it was built), so the page is the live
 * one, linked too.
 */
function writePage(
  dir: string,
  html: Uint8Array | undefined,
  payload: () => string,
  kept?: { page: string; payload: string; stamp: FileStamp | undefined },
): Stamps {
  mkdirSync(dir, { recursive: true })
  const page = join(dir, 'index.html')
  const target = join(dir, '_payload.json')
  // A kept page's stamp was checked by the caller: linked without another look at the disk.
  if (html) writeFileSync(page, html)
  else linkOrCopySync(kept!.page, page)
  if (kept && linkKept(kept.payload, target, kept.stamp))
    return { page: fileStamp(page), payload: kept.stamp }
  writeFileSync(target, payload())
  return { page: fileStamp(page), payload: fileStamp(target) }
}

/** A turn of the event loop: what other threads sent this one is handled before it resolves. */
const turn = () => new Promise((resolve) => setImmediate(resolve))

/** Renders (or carries over) every page; returns their records in the order of `paths`. */
export async function renderPages(job: PagesJob) {
  const previous = previousPages(job.root, job.live, job.app)
  let kept = 0
  const page = async (path: string): Promise<PageRecord> => {
    // A page never waits for the disk (its files are written in place, its data is in memory),
    // so without this turn of the event loop the pages would run as one long task: the cards and
    // images finished off this thread would wait for the last page, and their cores idle.
    await turn()
    const url = origin + encodeURI(job.entry.withBase(path))
    const record = previous.pages.get(path)
    const unchanged = record && ((data: string) => hashText(data) === record.data)
    const loaded = await job.entry.render(url, job.source, { unchanged, serialize: pageData })
    // Same data, same payload: a kept page's payload, if written, comes from this load as well.
    const payload = () =>
      ('payloadJson' in loaded ? loaded.payloadJson : undefined) ?? JSON.stringify(loaded.payload)
    const dir = outputFile(job.temp, path, '')
    if ('unchanged' in loaded) {
      const live = outputFile(job.live, path, 'index.html')
      // With the same build id a page recorded as written is the live file itself: not read.
      const same = previous.buildId === job.buildId && isStamped(live, record!.page)
      const html = same ? undefined : keptPage(live, record!, previous.buildId, job.buildId)
      if (same || html !== undefined) {
        kept++
        const payloadFile = outputFile(job.live, path, '_payload.json')
        const from = { page: live, payload: payloadFile, stamp: record!.payload }
        return { ...record!, ...writePage(dir, html, payload, from) }
      }
    }
    // Not kept after all (its file in dist/ is not the recorded one): rendered like any other.
    const rendered =
      'unchanged' in loaded
        ? await job.entry.render(url, job.source, { serialize: pageData })
        : loaded
    const made = fresh(path, rendered as RenderedPage, job)
    return { ...made.record, ...writePage(dir, made.bytes, payload) }
  }
  const done: (PageRecord | undefined)[] = []
  let passed = 0
  const finished = (record: PageRecord, index: number) => {
    done[index] = record
    // Pages start in order, a few at a time, so they mostly finish in order too.
    for (let next = done[passed]; next; next = done[passed]) job.onPage?.(next, passed++)
    return record
  }
  const records = await Promise.all(
    job.paths.map((path, i) => slots(() => page(path)).then((record) => finished(record, i))),
  )
  return { records, kept }
}

function fresh(path: string, page: RenderedPage, job: PagesJob) {
  if (page.status !== 200) throw new Error(`Prerendering ${path} gave status ${page.status}.`)
  const html = fillTemplate(job.template, page, { buildId: job.buildId, hydratesAt: path })
  const bytes = Buffer.from(html)
  const record: PageRecord = {
    data: hashText(page.data),
    html: hashWithoutBuildId(bytes, job.buildId),
    scripts: inlineScriptHashes(html),
    lang: page.lang,
    alternates: page.alternates,
    updated: page.updated,
    card: page.card,
  }
  return { bytes, record }
}
