/**
 * A worker thread of the compile pool (compile-pool-fs.ts). Node 20 does not apply tsx's loader
 * to a worker's entry module, so this plain JavaScript entry registers it (tsx's documented
 * `register`) and then loads the TypeScript compiler.
 */
import { register } from 'tsx/esm/api'

register()
await import('./register-site-locales-fs.ts')
const { compileFile } = await import('./compile-file.ts')
const { entryText } = await import('./compile-cache-fs.ts')

/** Compiles one file and answers as the compile cache stores it (compile-cache-fs.ts `resultOf`). */
export default async function compile(args) {
  return entryText(await compileFile(...args))
}
