/**
 * A worker thread of the compile pool (`compile-pool-fs.ts`): compiles the files it is sent and
 * answers each as the compile cache stores it.
 */
import './register-site-locales-fs.ts'
import { compileFile } from './compile-file.ts'
import { entryText } from './compile-cache-fs.ts'
import { serveJobs } from './typescript-worker-fs.ts'

// Answered as a cache entry's text (compile-cache-fs.ts `resultOf` reads it back).
serveJobs(async (args: Parameters<typeof compileFile>) => entryText(await compileFile(...args)))
