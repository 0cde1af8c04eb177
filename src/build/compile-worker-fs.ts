/** A worker thread of the compile pool (`compile-pool-fs.ts`): compiles the files it is sent. */
import './register-site-locales-fs.ts'
import { compileFile } from './compile-file.ts'
import { serveJobs } from './typescript-worker-fs.ts'

serveJobs((args: Parameters<typeof compileFile>) => compileFile(...args))
