/**
 * `npm run bench:compile -- [N]` (default 250 articles per locale): what compiling one article
 * costs, the work a cold build or a cold `npm run dev` does 2N times. It writes N generated
 * bilingual articles into a temporary copy (as `bench/build.ts` does), reads them, and compiles
 * every one through `compileFile` (markdown, Shiki, validation, search sections) on this thread,
 * twice: the first pass is a cold build's (loading the pipeline, a cold JIT, each code block
 * highlighted once and its translation's copy taken from the highlight cache), the second is what
 * saves cost once the process is warm (every block from that cache). No compile cache is read or
 * written. Prints milliseconds per file for both passes.
 */
import { classify } from '../src/node/compile/classify.ts'
import { compileFile, decodeText, type ItemInfo } from '../src/node/compile/compile-file.ts'
import { loadInput } from '../src/node/compile/load-fs.ts'
import { repoRoot, tempProject } from '../e2e/support/project-fs.ts'
import { benchFolder, writeCorpus } from './build-corpus.ts'

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
  const first = await pass()
  const second = await pass()
  console.log(`## Compiling ${files.length} generated articles (${n} per locale), one thread\n`)
  console.log('| pass | ms per file |')
  console.log('| --- | --- |')
  console.log(`| first (a cold build: pipeline loading, cold JIT) | ${first.toFixed(2)} |`)
  console.log(`| second (warm: code blocks from the highlight cache) | ${second.toFixed(2)} |`)
} finally {
  await project.remove()
}
