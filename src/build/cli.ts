/**
 * `npm run build`: compiles the content (failing with every problem listed), builds the app into
 * a temporary folder, and only then swaps it in for dist/, so a failed build leaves the last good
 * site exactly as it was.
 */
import './register-site-locales-fs.ts'
import { rename, rm } from 'node:fs/promises'
import { resolve } from 'node:path'
import type { Artifact } from './compile.ts'
import { formatProblems } from './problems.ts'
import { productionBuild } from './production-build.ts'
import { compileProject, handOverArtifact } from './compile-project-fs.ts'

export interface BuildOptions {
  outDir?: string
  /** Runs on the finished temporary folder before it replaces dist/ (the prerender writes pages here). */
  beforeSwap?: (temp: string, artifact: Artifact) => Promise<void>
}

export async function buildSite(root: string, options: BuildOptions = {}): Promise<void> {
  const outDir = options.outDir ?? resolve(root, 'dist')
  const started = performance.now()
  const result = await compileProject(root)
  if (!result.ok)
    throw Object.assign(new Error(formatProblems(result.problems)), { problems: result.problems })
  const compiled = performance.now()
  console.log(
    `Content: ${result.artifact.files.size} files in ${Math.round(compiled - started)} ms.`,
  )
  const temp = `${outDir}.tmp-${process.pid}`
  const old = `${outDir}.old-${process.pid}`
  const takeBack = handOverArtifact(resolve(root), result.artifact)
  try {
    await productionBuild({ root, logLevel: 'warn', build: { outDir: temp, emptyOutDir: true } })
    takeBack()
    console.log(`App: client build in ${Math.round(performance.now() - compiled)} ms.`)
    await options.beforeSwap?.(temp, result.artifact)
    await rename(outDir, old).catch(() => undefined)
    await rename(temp, outDir)
    await rm(old, { recursive: true, force: true })
  } finally {
    takeBack()
    await rm(temp, { recursive: true, force: true })
  }
  const files = result.artifact.files.size
  console.log(
    `Built ${outDir} with ${files} content files in ${Math.round(performance.now() - started)} ms.`,
  )
}

if (import.meta.url === `file://${process.argv[1]}`) {
  buildSite(process.cwd()).catch((error: Error & { problems?: unknown }) => {
    console.error(error.problems ? error.message : error)
    process.exitCode = 1
  })
}
