/**
 * The dev content engine's warm-up (dev-content-engine.ts): the markdown pipeline and Shiki
 * loaded, and code highlighted in each language, before the author's save needs them.
 */
import { compileContent } from './compile.ts'
import type { ContentInput } from './load-fs.ts'
import { codeSamples } from './code-samples.ts'

/** The code languages a served body highlights (`"dataLanguage":"ts"` in its JSON). */
export const bodyLanguages = (text: string): string[] => [
  ...new Set([...text.matchAll(/"dataLanguage":"([\w#+.-]+)"/g)].map((m) => m[1]!)),
]

/**
 * The markdown pipeline and Shiki, loaded once the first compile is done rather than with the
 * engine: a warm start serves every page from the compile cache, and loading them first took
 * ≈0.3 s of the worker's start, in front of the page's first request for content.
 */
let markdown:
  | Promise<[typeof import('./markdown/pipeline.ts'), typeof import('./markdown/rehype-shiki.ts')]>
  | undefined
export const markdownModules = () =>
  (markdown ??= Promise.all([
    import('./markdown/pipeline.ts'),
    import('./markdown/rehype-shiki.ts'),
  ]))

/** A fence's language word, as `bodyLanguages` names it. */
const fenceLanguage = (fence: string) => /^[`~]+(\S+)/.exec(fence)?.[1] ?? ''

/**
 * A warm start reads every article from the compile cache, so the author's first save would be the
 * process's first markdown compile: the pipeline still to load, highlighting grammars still to
 * compile (about half a second). So the engine warms up in two parts, one short step per task, so
 * that a save which comes meanwhile waits for one step, not for all of them:
 *
 * - `open(languages)`, as soon as a page has its body: real code in that page's languages (the
 *   page open is the one most likely saved next), and the first time also the smallest page of
 *   each language folder (by itself, both caches bypassed, result dropped: the same pipeline a
 *   save of that language will use).
 * - `rest()`, only once the author has been idle a while (`idle` in devContentEngine): real code
 *   of every other language, then a line of each language the site does not use yet, then a large
 *   page. One grammar takes up to 0.2–0.35 s to warm (tsx); run while the author saves the open
 *   page, such a step held that save up past 300 ms (issue 7, "Dev at size").
 */
export function warmUp(input: ContentInput) {
  const pause = () => new Promise((resolve) => setTimeout(resolve, 0))
  // Pages of ordinary size: one huge file would hold up a save.
  const pages = input.content
    .filter((f) => f.path.endsWith('.md') && f.bytes.length < 64_000)
    .sort((a, b) => a.bytes.length - b.bytes.length)
  const site = input.content.filter((f) => f.path === 'content/site.yml')
  const compileAlone = (file: (typeof pages)[number]) =>
    compileContent({ ...input, content: [...site, file] }).catch(() => {})
  const decoder = new TextDecoder()
  const samples = codeSamples(pages.map((f) => decoder.decode(f.bytes)))
  const warmed = new Set<string>()
  let pagesDone = false
  const highlight = async (fences: string[], stop: () => boolean) => {
    const [{ compileMarkdown }] = await markdownModules()
    for (const fence of fences) {
      if (stop()) return
      warmed.add(fenceLanguage(fence))
      await compileMarkdown(fence, 'warm-up.md').catch(() => {})
      await pause()
    }
  }
  return {
    async open(languages: string[], stop: () => boolean) {
      await highlight(
        samples.filter(
          (fence) => languages.includes(fenceLanguage(fence)) && !warmed.has(fenceLanguage(fence)),
        ),
        stop,
      )
      if (pagesDone) return
      pagesDone = true
      // The smallest page per language folder (content/<locale>/…).
      const languageFolders = new Map(
        pages.map((f) => [f.path.split('/')[1], f] as const).reverse(),
      )
      for (const smallest of languageFolders.values()) {
        if (stop()) return
        await compileAlone(smallest)
        await pause()
      }
    },
    /** True once every step has run; false if `stop` cut it short (it resumes where it was). */
    async rest(stop: () => boolean): Promise<boolean> {
      const [, { codeLanguages }] = await markdownModules()
      // Real code of every language the site uses (code-samples.ts says why), then a line of each
      // language it does not use yet.
      const sampled = new Set(samples.map(fenceLanguage))
      const lines = codeLanguages
        .filter((lang) => !sampled.has(lang))
        .map((lang) => `\`\`\`${lang}\nx\n\`\`\``)
      const todo = [...samples, ...lines].filter((fence) => !warmed.has(fenceLanguage(fence)))
      await highlight(todo, stop)
      if (stop()) return false
      // The largest: it likely has code, and warms what a long article takes.
      const largest = pages.at(-1)
      if (largest) await compileAlone(largest)
      return true
    },
  }
}
