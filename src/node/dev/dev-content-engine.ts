/**
 * The content side of `npm run dev`: compiles into memory, recompiles after every burst of saves,
 * and answers for the files under `/_content/`. dev-content-server.ts wires it to Vite.
 *
 * It runs the build's own compile and emit (compile-project-fs.ts), so its files have the build's
 * names. Once content has compiled, only `manifest.json` waits for a compile in progress: every
 * other name is content-hashed, so the last good files stay true (the previous artifact's too, for
 * a page that still holds the previous manifest). A locale's search files are made when a page
 * first asks for one, by the build's search step (search-index-fs.ts): a save costs no index.
 */
import type { TranslationReport } from '../translations/translation-report.ts'
import { join, sep } from 'node:path'
import type { ContentUpdate } from '../../shared/artifact.ts'
import type { Artifact } from '../compile/compile.ts'
import { compileProject, type ImageSizes } from '../compile/compile-project-fs.ts'
import { collectionPatches } from './collection-patches.ts'
import { searchIndexMaker, type SearchIndexMaker } from '../search/search-index-fs.ts'
import { devInput } from './dev-input-fs.ts'
import type { Problem } from '../check/problems.ts'

/** What the engine tells the dev server. */
export interface DevEngineEvents {
  /**
   * A compile succeeded and its content differs from what was served: pages should read its
   * manifest (what `/_content/manifest.json` now answers), patch the collections they hold and
   * fetch the rest of what it names anew.
   */
  changed(update: ContentUpdate): void
  /** A compile found problems: the last good content keeps serving. */
  problems(problems: Problem[]): void
  /** A compile threw (a file unreadable mid-save); the next save compiles again. */
  failed(message: string): void
}

/** The engine as the dev server uses it. */
export interface DevEngine {
  /** A watcher event under content/, locales/ or public/: a compile follows the burst. */
  touch(event: string, file: string): void
  /** A file of `/_content/`, or undefined when no artifact names it. */
  get(name: string): Promise<string | undefined>
  /** The first compile, started at once. */
  ready: Promise<void>
  /** Problems of the last compile, if it failed (shown to every page that connects). */
  problems(): Promise<Problem[] | undefined>
  /** The last good compile's translation report (src/node/translations/). */
  translations(): Promise<TranslationReport | undefined>
  close(): Promise<void>
}

/** The locale a search file's name says: `search.zh.….json`, `search-part.en.….json`. */
const searchLocale = (name: string) => /^search(?:-part|-text)?\.([^.]+)\./.exec(name)?.[1]

export function devContentEngine(root: string, events: DevEngineEvents): DevEngine {
  const input = devInput(root)
  const sizes: ImageSizes = new Map()
  let artifact: Artifact | undefined
  let previous: Artifact | undefined
  let problems: Problem[] | undefined
  let translations: TranslationReport | undefined
  let timer: ReturnType<typeof setTimeout> | undefined
  let running = Promise.resolve()
  // Search sets made for a page, by meta file name: only those the current or previous artifact
  // names are kept (each is megabytes at a thousand articles).
  let maker: SearchIndexMaker | undefined
  let sets = new Map<string, Promise<Map<string, string>>>()
  const searchFile = async (name: string, from: Artifact) => {
    const set = from.searchSets?.find((s) => s.locale === searchLocale(name))
    if (!set) return undefined
    let made = sets.get(set.name)
    if (!made) {
      maker ??= searchIndexMaker(root)
      sets.set(set.name, (made = maker.make(set)))
    }
    return (await made).get(name)
  }
  const lookup = async (name: string) => {
    for (const from of [artifact, previous])
      if (from) {
        const text = from.files.get(name) ?? (await searchFile(name, from))
        if (text !== undefined) return text
      }
    return undefined
  }

  // Every page that asked for content before the first compile ended waited for it: that one
  // has nobody to tell (a page told would load everything a second time).
  let compiles = 0
  const compile = async () => {
    const first = compiles++ === 0
    const result = await compileProject(root, 'dev', await input.read(), sizes)
    if (!result.ok) {
      problems = result.problems
      events.problems(result.problems)
      return
    }
    const changed = artifact?.manifest.contentHash !== result.artifact.manifest.contentHash
    if (changed) previous = artifact
    artifact = result.artifact
    translations = result.translations
    problems = undefined
    const named = new Set(
      [artifact, previous].flatMap((a) => a?.searchSets ?? []).map((s) => s.name),
    )
    sets = new Map([...sets].filter(([name]) => named.has(name)))
    if (changed && !first)
      events.changed({
        manifest: result.artifact.manifest,
        patches: collectionPatches(previous, result.artifact),
      })
  }
  // A compile that throws must not stop the ones after it.
  const rebuild = () =>
    (running = running.then(compile).catch((error: unknown) => {
      events.failed(`Content compile failed: ${(error as Error)?.stack ?? error}`)
    }))

  const ready = rebuild()

  return {
    touch(event, file) {
      input.touch(event, file)
      if (file.startsWith(join(root, 'public') + sep)) sizes.clear()
      clearTimeout(timer)
      // Editors write a file in several steps: one compile per burst of events.
      timer = setTimeout(() => void rebuild(), 30)
    },
    async translations() {
      await running
      return translations
    },
    async get(name) {
      // The manifest waits for a compile in progress, so a page loaded just after a save sees it;
      // hashed files never change, so they answer at once from the last good content.
      if (!artifact || name === 'manifest.json') await running
      return lookup(name)
    },
    ready,
    problems: async () => problems,
    async close() {
      clearTimeout(timer)
      await maker?.close()
    },
  }
}
