/**
 * Imported first by every Node entry (build CLI, prerender, benchmarks, scripts): makes the locales
 * of the project in the working directory known to src/shared/locales.ts, which Vite bundles get
 * through `define` instead.
 */
import { readSiteLocalesFs } from './site-locales-fs.ts'

const globals = globalThis as { __SITE_LOCALES__?: unknown }
globals.__SITE_LOCALES__ ??= readSiteLocalesFs(process.cwd())
