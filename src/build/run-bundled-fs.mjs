// @ts-check
/**
 * `node src/build/run-bundled-fs.mjs <entry.ts> [arguments]`: runs a TypeScript entry of the build
 * (`prerender/prerender.ts`, `src/build/cli.ts`) bundled into JavaScript, with no TypeScript loader
 * in the process (node-bundle-fs.mjs, decision 0019). Through tsx, loading the build's modules
 * took ≈0.4 s more of every build (5.2–5.9 s against 4.8–5.5 s after one changed article at 1,000).
 */
import { realpathSync } from 'node:fs'
import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { bundleNodeModule } from './node-bundle-fs.mjs'

const [entry, ...rest] = process.argv.slice(2)
if (!entry) {
  console.error('Usage: node src/build/run-bundled-fs.mjs <entry.ts> [arguments]')
  process.exit(2)
}
const source = realpathSync(resolve(entry))
// The entry runs as if Node had been given its source: it tells that it is the script run by
// comparing its own `import.meta.url` (the source's, in the bundle) with `process.argv[1]`.
process.argv.splice(1, process.argv.length - 1, source, ...rest)
const bundle = await bundleNodeModule(pathToFileURL(source)).catch((/** @type {Error} */ error) => {
  // A node_modules that cannot be written to (a read-only checkout) costs time, not the build.
  console.error(`Running ${entry} through tsx: it could not be bundled (${error.message}).`)
  return undefined
})
if (bundle) await import(bundle.href)
else {
  const { register } = await import('tsx/esm/api')
  register()
  await import(pathToFileURL(source).href)
}
