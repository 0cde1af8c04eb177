/**
 * A copy of the real site, changed by a test (a new language, a sub-path), built by the real
 * `build:prerender` in a process of its own (so its locales and base path are read afresh), served
 * as a static host does, with a Chromium to look at it. Registers its own beforeAll/afterAll.
 */
import { execFile } from 'node:child_process'
import { join } from 'node:path'
import { promisify } from 'node:util'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll } from 'vitest'
import { serveStatic } from '../../scripts/serve-static.ts'
import { launchChromium } from '../../scripts/chromium.ts'
import { prerenderArgs, repoRoot, tempProject } from './project-fs.ts'

export interface BuiltCopy {
  /** The served site's address, ending in the base path: `http://127.0.0.1:PORT/portfolio/`. */
  url: string
  browser: Browser
}

export function useBuiltCopy(change: (dir: string) => Promise<void>, base = '/'): () => BuiltCopy {
  let project: Awaited<ReturnType<typeof tempProject>> | undefined
  let close: (() => void) | undefined
  let copy: BuiltCopy | undefined
  beforeAll(async () => {
    project = await tempProject(repoRoot)
    await change(project.dir)
    await promisify(execFile)(process.execPath, prerenderArgs, {
      cwd: project.dir,
    })
    const served = await serveStatic(join(project.dir, 'dist'), 0, base)
    close = () => served.server.close()
    copy = { url: served.url, browser: await launchChromium() }
  })
  afterAll(async () => {
    await copy?.browser.close()
    close?.()
    await project?.remove()
  })
  return () => copy!
}
