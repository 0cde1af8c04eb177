/**
 * The installable web app manifest (`manifest.webmanifest`): the site's name and description in
 * its first language (content/site.yml), its colours, and the icons in public/icons. These are
 * vite-plugin-pwa's `manifest` option (pwa-options-fs.ts), which writes the file and links it
 * from every page.
 */
import type { ManifestOptions } from 'vite-plugin-pwa'
import { readSiteLocalesFs, readSiteYml } from '../../config/site-locales-fs.ts'

type Localized = Record<string, string> | undefined

export function webAppManifest(root: string): Partial<ManifestOptions> {
  const language = readSiteLocalesFs(root)[0]
  const site = readSiteYml(root) as { title?: Localized; description?: Localized }
  // Empty when site.yml is unreadable: the compiler reports it.
  const name = site.title?.[language?.code ?? ''] ?? ''
  const description = site.description?.[language?.code ?? ''] ?? ''
  return {
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
  }
}
