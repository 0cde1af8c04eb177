import react from '@vitejs/plugin-react'
import UnoCSS from 'unocss/vite'
import { defineConfig } from 'vite'
import { contentPlugin } from './src/build/vite-plugin-content.ts'

export default defineConfig({
  plugins: [react(), UnoCSS(), contentPlugin()],
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  server: { host: '127.0.0.1' },
  preview: { host: '127.0.0.1' },
})
