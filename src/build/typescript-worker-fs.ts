/**
 * A worker thread that runs a TypeScript module. Builds and tests run TypeScript through tsx or
 * vitest, and neither reaches into a new thread (Node 20 ignores `--import` hooks for a worker's
 * entry), so the worker starts from a `data:` module that registers tsx itself and then imports
 * the TypeScript one.
 */
import { createRequire } from 'node:module'
import { pathToFileURL } from 'node:url'
import { Worker } from 'node:worker_threads'

/** The `data:` entry that loads `module` (a `.ts` file URL) through tsx. */
export function typeScriptEntry(module: URL): URL {
  // `require.resolve` finds the API's CommonJS build; the ES module one sits beside it.
  const tsx = createRequire(import.meta.url)
    .resolve('tsx/esm/api')
    .replace(/\.cjs$/, '.mjs')
  const code = [
    `import { register } from ${JSON.stringify(pathToFileURL(tsx).href)}`,
    'register()',
    `await import(${JSON.stringify(module.href)})`,
  ].join('\n')
  return new URL(`data:text/javascript,${encodeURIComponent(code)}`)
}

/** Starts a worker on a TypeScript module. */
export function typeScriptWorker(module: URL): Worker {
  // No inherited flags: the parent's tsx or vitest loader flags mean nothing in the worker.
  return new Worker(typeScriptEntry(module), { execArgv: [] })
}
