/**
 * The search files' worker thread (search-index-fs.ts). Plain JavaScript: Node 20 does not apply
 * tsx's loader, which `node --import tsx` registers, to a worker thread, so this entry loads the
 * TypeScript through tsx's own API.
 */
import { tsImport } from 'tsx/esm/api'

// The locales of the project in the working directory, as on the build's own thread.
await tsImport('./register-site-locales-fs.ts', import.meta.url)
const { searchFiles } = await tsImport('./search-files.ts', import.meta.url)

/** @param {{ locale: string, sections: unknown[], metaName: string }} task */
export default ({ locale, sections, metaName }) => searchFiles(locale, sections, metaName)
