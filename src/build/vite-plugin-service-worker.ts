/**
 * The service worker and the web app manifest of the client build (decision 0025).
 *
 * - Every page links `manifest.webmanifest` (web-app-manifest-fs.ts); the build writes it and the
 *   dev server serves it.
 * - Once the client build is written, src/service-worker/sw.ts is bundled with esbuild into one
 *   classic script, `sw.js` (a module worker is not registered as one:
 *   src/app/runtime/service-worker.ts), with the precache list of the files in the build folder
 *   written in (service-worker-precache.ts).
 *
 * Why not vite-plugin-pwa, which did this until decision 0025: it loads all of workbox-build to
 * list and hash the files (≈0.3 s before it starts) and builds the worker with a second Vite
 * build (≈0.35 s), ≈0.45 s of every client build. esbuild bundles the worker in ≈30 ms.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import type { Plugin, ResolvedConfig } from 'vite'
import {
  injectPrecache,
  isPrecached,
  notFoundEntry,
  precacheEntry,
} from './service-worker-precache.ts'
import { webAppManifest, webAppManifestFile } from './web-app-manifest-fs.ts'

/** The worker's source, relative to the project root. */
const serviceWorkerSource = 'src/service-worker/sw.ts'

/** The precache entries of the files in `outDir` (walked in place: a few hundred names). */
export function precacheList(outDir: string) {
  const paths = readdirSync(outDir, { recursive: true, encoding: 'utf8' })
    .map((path) => path.split('\\').join('/'))
    .filter(isPrecached)
    .sort()
  return paths.map((path) => precacheEntry(path, () => readFileSync(join(outDir, path))))
}

/** sw.ts as one minified classic script for the browsers the app is built for. */
async function bundleWorker(config: ResolvedConfig): Promise<string> {
  const { build } = await import('esbuild')
  const target = config.build.target
  const result = await build({
    entryPoints: [join(config.root, serviceWorkerSource)],
    bundle: true,
    format: 'iife',
    minify: true,
    write: false,
    platform: 'browser',
    target: Array.isArray(target) ? target : typeof target === 'string' ? [target] : undefined,
    // Workbox logs only in development builds of its modules.
    define: { 'process.env.NODE_ENV': '"production"' },
    legalComments: 'none',
    logLevel: 'silent',
  })
  return result.outputFiles[0]!.text
}

export function serviceWorkerPlugin(): Plugin {
  let config: ResolvedConfig
  const manifestText = () => `${JSON.stringify(webAppManifest(config.root))}\n`
  return {
    name: 'service-worker',
    configResolved(resolved) {
      config = resolved
    },
    transformIndexHtml: () => [
      { tag: 'link', attrs: { rel: 'manifest', href: `${config.base}${webAppManifestFile}` } },
    ],
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        if (req.url?.split('?')[0] !== `${config.base}${webAppManifestFile}`) return next()
        res.setHeader('Content-Type', 'application/manifest+json')
        res.end(manifestText())
      })
    },
    generateBundle() {
      if (config.build.ssr) return
      this.emitFile({ type: 'asset', fileName: webAppManifestFile, source: manifestText() })
    },
    // Once every file of the build is written (public/ is copied before): only a build that
    // succeeded gets a worker.
    writeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        if (config.build.ssr) return
        const outDir = resolve(config.root, config.build.outDir)
        const worker = injectPrecache(await bundleWorker(config), [
          ...precacheList(outDir),
          notFoundEntry(),
        ])
        writeFileSync(join(outDir, 'sw.js'), worker)
      },
    },
  }
}
