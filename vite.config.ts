import react from '@vitejs/plugin-react'
import UnoCSS from 'unocss/vite'
import { defineConfig } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'
import { pwaOptions } from './src/build/pwa-options-fs.ts'
import { siteBasePath } from './src/build/site-base-fs.ts'
import { contentPlugin } from './src/build/vite-plugin-content.ts'
import { uiLabelsPlugin } from './src/build/vite-plugin-ui-labels.ts'

export default defineConfig(({ command, isSsrBuild }) => ({
  // Dev always serves at the root; builds follow site.yml's baseUrl (or BASE_PATH).
  base: command === 'serve' ? '/' : siteBasePath(process.cwd()),
  plugins: [
    react(),
    UnoCSS(),
    contentPlugin(),
    uiLabelsPlugin(),
    // The SSR build of the prerender needs no worker.
    !isSsrBuild && VitePWA(pwaOptions(process.cwd())),
  ],
  // The manifest lets `npm run check:size` follow each route's imports (scripts/check-size.ts).
  build: { manifest: true },
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  server: { host: '127.0.0.1' },
  preview: { host: '127.0.0.1' },
}))
