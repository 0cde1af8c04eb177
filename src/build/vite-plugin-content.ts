/**
 * The content compiler inside Vite. In dev it serves the content from memory and recompiles on
 * every save (dev-content-server.ts). In a build it emits the artifact next to the app, or fails
 * with every problem listed.
 */
import './register-site-locales-fs.ts'
import { readFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import type { Plugin } from 'vite'
import { contentDir } from '../content/artifact.ts'
import { contentWrittenApart } from './content-written-apart.ts'
import type { Artifact } from './compile.ts'
import { imagesOutDir } from './images/images-out-dir.ts'
import { importTypeScript } from './typescript-import-fs.ts'
import { contentWatchIgnored, startDevContent, type DevContent } from './dev-content-server.ts'
import { formatProblems } from './problems.ts'
import { imageVariantFiles, imagesFolder } from './write-artifact-fs.ts'
import { siteLocalesDefine } from './site-locales-fs.ts'

export function contentPlugin(): Plugin {
  const state: { artifact?: Artifact } = {}
  let dev: DevContent | undefined
  let root = process.cwd()
  let isBuild = false
  return {
    name: 'content',
    config(config, env) {
      const projectRoot = resolve(config.root ?? process.cwd())
      // `npm run dev`: the content starts compiling now, on its worker, while Vite goes on.
      const serving = env.command === 'serve' && !env.isPreview
      if (serving) dev ??= startDevContent(projectRoot)
      return {
        // The bundles learn the site's locales from the project's files (src/content/locales.ts).
        define: siteLocalesDefine(projectRoot),
        // The content engine watches content/ on its worker (dev-content-server.ts).
        ...(serving && { server: { watch: { ignored: [contentWatchIgnored(projectRoot)] } } }),
      }
    },
    configResolved(config) {
      root = config.root
      isBuild = config.command === 'build' && !config.build.ssr
    },
    async buildStart() {
      if (!isBuild) return
      // `npm run build` writes the content it compiled into the output itself.
      if (contentWrittenApart(root)) return
      // A bare `vite build`: the compiler loads now (it is kept out of the config, see
      // typescript-import-fs.ts).
      const { compileProject } = await importTypeScript<typeof import('./compile-project-fs.ts')>(
        new URL('./compile-project-fs.ts', import.meta.url),
      )
      const result = await compileProject(root)
      if (!result.ok) this.error(formatProblems(result.problems))
      state.artifact = result.artifact
    },
    async generateBundle() {
      if (!isBuild || !state.artifact) return
      for (const [name, source] of state.artifact.files) {
        this.emitFile({ type: 'asset', fileName: `${contentDir}/${name}`, source })
      }
      // The search indexes, made on a worker or read from a cache while the app was bundled.
      for (const [name, text] of state.artifact.later ?? []) {
        this.emitFile({ type: 'asset', fileName: `${contentDir}/${name}`, source: await text })
      }
      // A bare `vite build` compiled here: its variants are being encoded meanwhile.
      await state.artifact.imagesWritten
      for (const name of imageVariantFiles(state.artifact.images)) {
        const source = await readFile(join(imagesOutDir(root), name))
        this.emitFile({ type: 'asset', fileName: `${imagesFolder}/${name}`, source })
      }
    },
    configureServer(server) {
      // Registered before Vite's own middlewares, so /_content/ never falls through to index.html.
      ;(dev ??= startDevContent(root)).attach(server)
    },
    async closeBundle() {
      // The dev server closing: its content worker goes with it.
      await dev?.engine.close()
      dev = undefined
    },
  }
}
