/**
 * The content inside `npm run dev`: served from memory and recompiled on every save
 * (dev-content-server.ts). A build (`npm run build`, prerender/build-site.ts) compiles the content itself and
 * writes it beside the client build, so there this plugin only tells the bundles the site's
 * locales.
 */
import '../config/register-site-locales-fs.ts'
import { resolve } from 'node:path'
import type { Plugin } from 'vite'
import { startDevContent, type DevContent } from '../dev/dev-content-server.ts'
import { siteLocalesDefine } from '../config/site-locales-fs.ts'

export function contentPlugin(): Plugin {
  let dev: DevContent | undefined
  return {
    name: 'content',
    config(config) {
      // The bundles learn the site's locales from the project's files (src/shared/locales.ts).
      return { define: siteLocalesDefine(resolve(config.root ?? process.cwd())) }
    },
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
