/**
 * The installable web app manifest (`manifest.webmanifest`): the site's name and description in
 * its first language (content/site.yml), its colours, and the icons in public/icons. These are
 * vite-plugin-pwa's `manifest` option (pwa-options-fs.ts), which writes the file and links it
 * from every page.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { ManifestOptions } from 'vite-plugin-pwa'
import { parse } from 'yaml'
import { readSiteLocalesFs } from './site-locales-fs.ts'

/** The site's title and description in `code`; empty when site.yml is unreadable. */
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

export function webAppManifest(root: string): Partial<ManifestOptions> {
  const language = readSiteLocalesFs(root)[0]
  const { name, description } = siteText(root, language?.code ?? '')
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
