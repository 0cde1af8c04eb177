/**
 * vite-plugin-pwa's options: the installable manifest (name and colours from site.yml, icons from
 * public/icons) and the service worker (src/service-worker/sw.ts, docs/runtime.md), which the
 * plugin builds and gives the list of files to precache.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { VitePWAOptions } from 'vite-plugin-pwa'
import { parse } from 'yaml'
import { buildsDir, contentDir } from '../content/artifact.ts'
import { readSiteLocalesFs } from './site-locales-fs.ts'

function siteText(root: string, code: string): { name: string; description: string } {
  try {
    const site = parse(readFileSync(join(root, 'content', 'site.yml'), 'utf8')) as Record<
      string,
      Record<string, string> | undefined
    >
    return { name: site.title?.[code] ?? '', description: site.description?.[code] ?? '' }
  } catch {
    return { name: '', description: '' }
  }
}

/**
 * The content files the worker precaches (the globs below say the same): `npm run build` lists
 * them in its client build's worker with `refreshPrecache` (service-worker-precache.ts).
 */
export const precachedContentFile = (name: string) =>
  name === 'manifest.json' || /^site\.[^/]*\.json$/.test(name)

export function pwaOptions(root: string): Partial<VitePWAOptions> {
  const language = readSiteLocalesFs(root)[0]
  const { name, description } = siteText(root, language?.code ?? '')
  return {
    // The app registers the worker itself (src/app/runtime/service-worker.ts).
    injectRegister: false,
    registerType: 'prompt',
    includeAssets: ['favicon.svg', 'icons/apple-touch-icon.png'],
    manifest: {
      name,
      short_name: name,
      description,
      lang: language?.htmlLang,
      // Relative to the manifest, so a site built for a sub-path installs from there.
      start_url: './',
      scope: './',
      display: 'standalone',
      theme_color: '#ffffff',
      background_color: '#ffffff',
      icons: [
        { src: 'icons/icon-192.png', sizes: '192x192', type: 'image/png' },
        { src: 'icons/icon-512.png', sizes: '512x512', type: 'image/png' },
        {
          src: 'icons/icon-maskable-512.png',
          sizes: '512x512',
          type: 'image/png',
          purpose: 'maskable',
        },
      ],
    },
    // The worker is ours (src/service-worker/sw.ts), built by Vite; the plugin gives it its
    // precache list. Generating one instead cost every client build ≈1.5 s of Rollup, Babel and
    // Terser.
    strategies: 'injectManifest',
    srcDir: 'src/service-worker',
    filename: 'sw.ts',
    injectManifest: {
      // Classic script: a module worker is not registered as one (src/app/runtime/service-worker.ts).
      rollupFormat: 'iife',
      // The app shell: scripts, styles, fonts and the icons. Pages, payloads and images are cached
      // as they are visited, so a big site does not download itself on the first visit.
      // The content manifest and site configuration too: a page that was never visited renders
      // from the 404 shell, and its layout needs them.
      globPatterns: [
        '**/*.{js,css,woff2}',
        'icons/*.png',
        // One pattern with the icon, which is always there: `npm run build` writes the content
        // after this build and lists it itself (refreshPrecache), and Workbox warns of a pattern
        // that finds nothing. A bare `vite build` emits the content, and it is found here.
        `{favicon.svg,${contentDir}/manifest.json,${contentDir}/site.*.json}`,
      ],
      globIgnores: [`${buildsDir}/**`, 'sw.js'],
      // The 404 page is written by the prerender after this runs; listed here, it is the shell
      // for pages that were never visited, which then render from their cached payload if any.
      additionalManifestEntries: [{ url: '404.html', revision: String(Date.now()) }],
    },
  }
}
