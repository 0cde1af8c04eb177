/**
 * The service worker's precache list (src/client/service-worker/sw.ts): which built files it holds, and
 * writing it into `sw.js` with workbox-build's `injectManifest`, the function vite-plugin-pwa
 * itself calls.
 *
 * It holds the app shell (scripts, styles, fonts, icons, the web app manifest), the content
 * manifest, the site file and the 404 page. Pages, payloads, images, Mermaid and KaTeX's files
 * (on-demand-assets-fs.ts) are cached as visited, so a big site does not download itself on a
 * first visit. Workbox revises each file by an MD5 of its bytes; Vite's hashed `assets/` need none.
 *
 * `npm run build` writes the list once the content and the 404 page are in the folder (prerender/build-site.ts):
 * a kept client build is copied without running Vite. vite-plugin-pwa leaves the injection point
 * in `sw.js` for it (pwa-options-fs.ts).
 */
import { join } from 'node:path'
import type { InjectManifestOptions } from 'workbox-build'
import { buildsDir, contentDir, webAppManifestFile } from '../../../shared/artifact.ts'
import { onDemandAssets } from '../on-demand-assets-fs.ts'

/** workbox-build's glob options for the list, relative to the build folder. */
export const precacheGlobs = {
  globPatterns: [
    // Vite writes scripts, styles and fonts into `assets/`; public/ could add some at the root.
    // Not `**/*`: that walks every page's and image's folder, 0.16 s for 4,000 pages and 3,000
    // images, and grows with the site.
    '{*,assets/**/*}.{js,css,woff2}',
    // The rest in one pattern: Workbox warns of a pattern that finds nothing, and a site may have
    // no icons, a build without the prerender has no 404.html. `npm run build` writes the content
    // after the client build; a bare `vite build` emits it with the bundles.
    `{favicon.svg,icons/*.png,${webAppManifestFile},404.html,${contentDir}/manifest.json,${contentDir}/site.*.json}`,
  ],
  // The build records change every build and latest.json must come from the host. (Workbox
  // leaves sw.js out by itself.)
  globIgnores: [`${buildsDir}/**`],
  dontCacheBustURLsMatching: /^assets\//,
} satisfies Partial<InjectManifestOptions>

/** Writes the precache list of the build folder `outDir` into its `sw.js`. */
export async function injectPrecache(outDir: string): Promise<void> {
  // workbox-build's `injectManifest` from its own module: the package's index loads generateSW's
  // bundler too (Rollup, Babel, Terser), 0.7–0.9 s against 0.17 s, and a kept build needs none.
  const { injectManifest } = await import('workbox-build/build/inject-manifest.js')
  const sw = join(outDir, 'sw.js')
  const { warnings } = await injectManifest({
    ...precacheGlobs,
    globIgnores: [...precacheGlobs.globIgnores, ...(await onDemandAssets(outDir))],
    globDirectory: outDir,
    swSrc: sw,
    swDest: sw,
  })
  for (const warning of warnings) console.warn(`Service worker: ${warning}`)
}
