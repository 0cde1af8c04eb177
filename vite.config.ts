import react from '@vitejs/plugin-react'
import UnoCSS from 'unocss/vite'
import { createRequire } from 'node:module'
import { dirname } from 'node:path'
import { defineConfig, searchForWorkspaceRoot } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'
import { pwaOptions } from './src/node/app/pwa/pwa-options-fs.ts'
import { siteBasePath } from './src/node/app/site-base-fs.ts'
import { contentPlugin } from './src/node/app/vite-plugins/vite-plugin-content.ts'
import { iconSpritePlugin } from './src/node/app/vite-plugins/vite-plugin-icon-sprite.ts'
import { pureAnnotationsPlugin } from './src/node/app/vite-plugins/vite-plugin-pure-annotations.ts'
import { rememberedLocalePlugin } from './src/node/app/vite-plugins/vite-plugin-remembered-locale.ts'
import { siteLocalesPlugin } from './src/node/config/vite-plugin-site-locales.ts'
import { scriptsAfterPaintPlugin } from './src/node/app/vite-plugins/vite-plugin-scripts-after-paint.ts'
import { uiLabelsPlugin } from './src/node/app/vite-plugins/vite-plugin-ui-labels.ts'
import unoConfig from './uno.config.ts'

/** Modules of the framework chunk: React, React DOM, its scheduler and React Router. */
const frameworkModule = /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/

export default defineConfig(({ command, isSsrBuild }) => ({
  // Dev always serves at the root; builds follow site.yml's baseUrl (or BASE_PATH).
  base: command === 'serve' ? '/' : siteBasePath(process.cwd()),
  plugins: [
    react(),
    // The config is imported here, bundled with this file, rather than found and loaded by UnoCSS
    // through jiti: that took ≈0.5 s of every `npm run dev` start (1.6–1.9 s to listening against
    // 2.2–2.5 s, alternating runs). uno.config.ts stays the one place the config is written.
    UnoCSS({ ...unoConfig, configFile: false }),
    siteLocalesPlugin(),
    contentPlugin(),
    iconSpritePlugin(),
    uiLabelsPlugin(),
    pureAnnotationsPlugin(),
    scriptsAfterPaintPlugin(),
    rememberedLocalePlugin(),
    {
      // index.html preloads the text face from its package's folder: allowed wherever that folder
      // really is (a project whose node_modules is a link to another's, as the tests' copies are).
      name: 'allow-text-face',
      config: ({ root = process.cwd() }) => ({
        server: {
          fs: {
            allow: [
              searchForWorkspaceRoot(root),
              dirname(
                createRequire(`${root}/`).resolve('@fontsource-variable/public-sans/package.json'),
              ),
            ],
          },
        },
      }),
    },
    // The worker and the web app manifest; the SSR build of the prerender needs neither.
    !isSsrBuild && VitePWA(pwaOptions(process.cwd())),
  ],
  build: {
    // Vite inlines small files as data: URLs, KaTeX_Size3's font among them, and the site's
    // Content Security Policy allows fonts from its own origin only (font-src 'self').
    assetsInlineLimit: (file) => (/[\\/]katex[\\/]/.test(file) ? false : undefined),
    // The manifest lets `npm run check:size` follow each route's imports (scripts/check-size.ts).
    manifest: true,
    // Every browser the site supports has <link rel="modulepreload">; the polyfill is dead weight.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // React and the router in one chunk: fewer tiny shared chunks on a first visit (each
            // compresses on its own), and a chunk that stays cached across deploys of the site.
            { name: 'framework', test: frameworkModule, priority: 2 },
            // Everything else the entry imports statically goes with it: left to itself, Rolldown
            // puts a module the entry shares with a page (fetch-json, Vite's preload helper) in a
            // chunk of its own, which every page then loads as one more small file. −0.5 KB gzip.
            { name: 'index', tags: ['$initial'], priority: 1 },
            // The small parts the screens share (titles, pictures, links, dates), in one
            // chunk: each on its own was one more file of 0.3–0.6 KB gzip, most of it the chunk's
            // own imports and exports, on every screen that used it.
            {
              name: 'page-parts',
              test: /[\\/]components[\\/](phrased-title|responsive-image|dark-twin|profile-picture|smart-link|article-meta|back-to-blog)\.tsx$/,
              priority: 1,
            },
          ],
        },
      },
    },
  },
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  server: {
    host: '127.0.0.1',
  },
  preview: { host: '127.0.0.1' },
}))
