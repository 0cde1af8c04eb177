/**
 * `npm run bench:compile -- [N]` (default 250 articles per locale): what compiling one article
 * costs, the work a cold build or a cold `npm run dev` does 2N times. It writes N generated
 * bilingual articles into a temporary copy (as `bench/build.ts` does), reads them, and compiles
 * every one through `compileFile` (markdown, Shiki, validation, search sections) on this thread,
 * twice: the first pass is a cold build's (loading the pipeline, a cold JIT, each code block
 * highlighted once and its translation's copy taken from the highlight cache), the second is what
 * saves cost once the process is warm (every block from that cache). Then the same files on the
 * build's worker pool (src/node/build-pool.ts), fresh each time, with one thread and with as many
 * as a build's pool has: what a cold build's compile step costs on this machine, and how it scales with its cores.
 * No compile cache is read or written. Prints milliseconds per file for every pass.
 */
import { classify } from '../src/node/compile/file/classify.ts'
import {
  compileFile,
  compileFileWorker,
  decodeText,
  type FileResult,
  type ItemInfo,
} from '../src/node/compile/file/compile-file.ts'
import { loadInput } from '../src/node/compile/load-fs.ts'
import { buildPool } from '../src/node/build-pool.ts'
import { availableParallelism } from 'node:os'
import pLimit from 'p-limit'
import { repoRoot, tempProject } from '../e2e/support/project-fs.ts'
import { benchFolder, writeCorpus } from './build/build-corpus.ts'

const n = Number(process.argv[2] ?? 250)
if (!Number.isInteger(n) || n < 1) {
  process.stderr.write('Usage: npm run bench:compile -- [N]   (articles per locale, default 250)\n')
  process.exit(2)
}

const project = await tempProject(repoRoot)
try {
  await writeCorpus(project.dir, n)
  const input = await loadInput(project.dir)
  const files = input.content
    .filter((f) => f.path.includes(`/${benchFolder}/`))
    .map((f) => {
      const where = classify(f.path.replace(/^content\//, ''), input.siteLocales)
      return { path: f.path, text: decodeText(f.bytes, f.path).text!, info: where as ItemInfo }
    })
  const pass = async () => {
    const started = performance.now()
    for (const f of files) {
      const result = await compileFile(f.text, f.path, f.info)
      if (result.problems.length) throw new Error(`${f.path}: ${result.problems[0]!.message}`)
    }
    return (performance.now() - started) / files.length
  }
  /** Every file on a fresh pool of `threads`, as many at once as it has threads, as a build does. */
  const pooled = async (threads: number) => {
    const started = performance.now()
    const pool = buildPool(threads)
    const limit = pLimit(threads)
    try {
      await Promise.all(
        files.map((f) =>
          limit(async () => {
            const task = { args: [f.text, f.path, f.info] as const }
            const result = await pool.run<FileResult>(compileFileWorker, task)
            if (result.problems.length) throw new Error(`${f.path}: ${result.problems[0]!.message}`)
          }),
        ),
      )
    } finally {
      await pool.destroy()
    }
    return (performance.now() - started) / files.length
  }
  const first = await pass()
  const second = await pass()
  // As many as a build's pool has: a thread for each core beside the build's own.
  const cores = Math.max(1, availableParallelism() - 1)
  const one = await pooled(1)
  const all = cores > 1 ? await pooled(cores) : one
  console.log(`## Compiling ${files.length} generated articles (${n} per locale)\n`)
  console.log('| pass | ms per file |')
  console.log('| --- | --- |')
  console.log(`| first (a cold build: pipeline loading, cold JIT) | ${first.toFixed(2)} |`)
  console.log(`| second (warm: code blocks from the highlight cache) | ${second.toFixed(2)} |`)
  console.log(`| the build's pool, 1 thread (cold) | ${one.toFixed(2)} |`)
  if (cores > 1)
    console.log(`| the build's pool, ${cores} threads, as a build has (cold) | ${all.toFixed(2)} |`)
} finally {
  await project.remove()
}
