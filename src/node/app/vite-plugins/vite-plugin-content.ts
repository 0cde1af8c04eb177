/**
 * The content inside `npm run dev`: served from memory and recompiled on every save
 * (dev-content-server.ts). A build (`npm run build`, prerender/build-site.ts) compiles the content itself and
 * writes it beside the client build, so there this plugin does nothing.
 */
import type { Plugin } from 'vite'
import { startDevContent, type DevContent } from '../../dev/dev-content-server.ts'

export function contentPlugin(): Plugin {
  let dev: DevContent | undefined
  return {
    name: 'content',
    configureServer(server) {
      // Registered before Vite's own middlewares, so /_content/ never falls through to index.html.
      dev = startDevContent(server)
    },
    async closeBundle() {
      // The dev server closing: its content engine goes with it.
      await dev?.close()
      dev = undefined
    },
  }
}
