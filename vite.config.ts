import react from '@vitejs/plugin-react'
import UnoCSS from 'unocss/vite'
import { defineConfig } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'
import { pwaOptions } from './src/build/pwa-options-fs.ts'
import { contentPlugin } from './src/build/vite-plugin-content.ts'

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    UnoCSS(),
    contentPlugin(),
    // The SSR build of the prerender needs no worker.
    !isSsrBuild && VitePWA(pwaOptions(process.cwd())),
  ],
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  server: { host: '127.0.0.1' },
  preview: { host: '127.0.0.1' },
}))
