/**
 * Once per e2e run: prerender the real site (sample content) into a temporary folder and serve it
 * as a plain static host does. Tests reach it through `inject('siteUrl')`.
 */
import { rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
import { buildSite } from '../../prerender/build-site.ts'
import { serveStatic } from '../../scripts/serve-static.ts'
import { repoRoot } from './project-fs.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    siteUrl: string
    siteDir: string
  }
}

export default async function setup(project: TestProject) {
  const outDir = join(tmpdir(), `portfolio-site-${process.pid}`)
  await buildSite(repoRoot, outDir)
  const { server, url } = await serveStatic(outDir)
  project.provide('siteUrl', url)
  project.provide('siteDir', outDir)
  return async () => {
    server.close()
    await rm(outDir, { recursive: true, force: true })
  }
}
