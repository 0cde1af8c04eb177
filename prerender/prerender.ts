/**
 * `npm run build:prerender`: the whole site into dist/, pages prerendered (build-site.ts). When
 * nothing it is made from changed since the last build, and dist/ is as that build left it, it
 * says so and stops (last-build-fs.ts); the build's modules (which set NODE_ENV) are loaded only
 * when there is work. `npm run build` runs it with `--no-pages`: the same pipeline without the
 * pages, always.
 */
import { resolve } from 'node:path'
import { buildInputs, saveBuild, upToDate } from './last-build-fs.ts'

const root = process.cwd()
const started = performance.now()
const dist = resolve(root, 'dist')
const pages = !process.argv.includes('--no-pages')
const inputs = pages ? await buildInputs(root) : undefined
const ms = () => Math.round(performance.now() - started)
if (inputs && upToDate(root, dist, inputs)) {
  console.log(
    `Nothing changed since the last build: ${dist} is up to date (checked in ${ms()} ms).`,
  )
} else {
  try {
    const { buildSite } = await import('./build-site.ts')
    const written = await buildSite(root, dist, { pages })
    if (inputs) {
      saveBuild(root, dist, inputs)
      console.log(`Prerendered ${written} pages into ${dist} in ${ms()} ms.`)
    }
  } catch (error) {
    const { problems } = error as { problems?: unknown }
    console.error(problems ? (error as Error).message : error)
    process.exitCode = 1
  }
}
