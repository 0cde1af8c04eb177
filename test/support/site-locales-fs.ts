/** Test helper: the sample site's languages (zh at `/`, en under `/en`), read as the build reads them. */
import { join } from 'node:path'
import { siteLocales } from '../../src/shared/i18n/locales.ts'
import { readSiteLocalesFs } from '../../src/node/config/site-locales-fs.ts'

export const sampleLocales = siteLocales(readSiteLocalesFs(join(import.meta.dirname, '..', '..')))
