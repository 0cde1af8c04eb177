/**
 * `virtual:site-locales`: the site's locales, read from the project's files (locales/*.json and
 * content/site.yml, config/site-locales-fs.ts), as the one module the app learns them from
 * (src/client/i18n/site-locales.ts). A save to those files reloads the module in `npm run dev`.
 */
import { join } from 'node:path'
import type { Plugin } from 'vite'
import { readSiteLocalesFs } from './site-locales-fs.ts'

const id = 'virtual:site-locales'
const resolvedId = `\0${id}`

export function siteLocalesPlugin(): Plugin {
  let root = process.cwd()
  return {
    name: 'site-locales',
    configResolved(config) {
      root = config.root
    },
    resolveId: (source) => (source === id ? resolvedId : undefined),
    load(loaded) {
      if (loaded !== resolvedId) return
      const list = readSiteLocalesFs(root)
      for (const { code } of list) this.addWatchFile(join(root, 'locales', `${code}.json`))
      this.addWatchFile(join(root, 'content', 'site.yml'))
      return `export default ${JSON.stringify(list)}`
    },
  }
}
