/**
 * The content compiler: load → parse → validate → transform → emit, all in memory. It returns
 * either the artifact (file name → JSON text) or every problem found, never half of one.
 * Markdown compiles are cached by file text, so the dev server recompiles only what changed.
 */
import type { Locale } from '../../shared/i18n/locales.ts'
import pLimit from 'p-limit'
import type { CompileCache, CompileOptions, CompileResult } from './compile-options.ts'
import { folderNavigation } from '../../shared/schema.ts'
import type { SiteConfig } from '../../shared/site-schema.ts'
import { checkLocales } from '../check/check-locales.ts'
import { checkedReferences } from '../check/check-references.ts'
import { compileSite } from './compile-site.ts'
import compileTask, {
  compileFileWorker,
  decodeText,
  type CompileTask,
  type CompiledItem,
  type FileResult,
  type Reference,
} from './file/compile-file.ts'
import { classify } from './file/classify.ts'
import { siteUrl } from '../../shared/page/head-tags.ts'
import type { Artifact } from '../emit/artifact.ts'
import { emit, hash } from '../emit/emit.ts'
import { applyImageMetaOnce, imageSourcesOnce } from './image-meta-once.ts'
import { footnoteLabelsOf } from '../markdown/footnote-labels.ts'
import type { MarkdownOptions } from '../markdown/pipeline.ts'
import { issueProblems } from '../check/explain-issue.ts'
import type { ContentInput } from './load-fs.ts'
import type { FolderConfig } from '../emit/navigation-tree.ts'
import { fileProblem, type Problem } from '../check/problems.ts'
import { parseYamlLocatedKept } from './file/yaml-located.ts'
import { markBehind, pageRefs } from '../translations/mark-behind.ts'
import { translationReport } from '../translations/translation-report.ts'

export type { Artifact }

/**
 * A hash of what each compiled item was made from (path, text and everything else in its cache
 * key): the dev server names an item's body and search files by it instead of hashing their text.
 * Kept per item object, so a dev compile hashes only the items it compiled or read afresh.
 */
const sourceVersions = new WeakMap<CompiledItem, string>()

/** Whether an item is published by this compile (drafts and scheduled articles are not). */
function published(c: CompiledItem, options: CompileOptions): boolean {
  if (c.base !== 'blogs' || options.drafts) return true
  const today = options.today ?? new Date().toISOString().slice(0, 10)
  return c.item.draft !== true && String(c.item.date) <= today
}

export async function compileContent(
  input: ContentInput,
  cache: CompileCache = new Map(),
  options: CompileOptions = {},
): Promise<CompileResult> {
  const problems: Problem[] = []
  const items: CompiledItem[] = []
  const references: { from?: string; refs: Reference[] }[] = []
  const claimed: { path: string; file: string; anchors: Set<string> }[] = []
  const { siteLocales } = input
  const folders = new Map<Locale, Map<string, FolderConfig>>(
    siteLocales.localeCodes.map((l) => [l, new Map()]),
  )
  let site: SiteConfig | undefined
  const locales = checkLocales(
    input.locales.map((f) => {
      const code = f.path.replace(/^locales\//, '').replace(/\.json$/, '')
      return { code, file: f.path, text: decodeText(f.bytes, f.path).text ?? '' }
    }),
    siteLocales.defaultLocale,
  )
  problems.push(...locales.problems)

  // The site configuration first: what it allows (iframe hosts) shapes how every page compiles.
  const siteSource = input.content.find((f) => f.path === 'content/site.yml')
  if (siteSource) {
    const { text, problem } = decodeText(siteSource.bytes, siteSource.path)
    const result = problem
      ? { problems: [problem], site: undefined }
      : compileSite(text!, siteSource.path, input.publicFiles, siteLocales.localeCodes)
    problems.push(...result.problems)
    site = result.site
  }
  const markdownOptions: MarkdownOptions = { iframeHosts: site?.embeds?.iframeHosts ?? [] }

  // Compiling is CPU-bound: on the build's pool (build-pool.ts), as many at once as it has
  // threads; on this thread (the dev server, the tests), two keep it busy while a compile awaits
  // a grammar, and more would only interleave and hold more trees in memory.
  const { pool } = options
  const compiles = pLimit(pool ? pool.threads : 2)
  const compileOne = (task: CompileTask) =>
    pool ? pool.run<FileResult>(compileFileWorker, task) : compileTask(task)
  const stores: Promise<void>[] = []
  const results = input.content.map(async (source) => {
    if (source === siteSource) return
    let cached = cache.get(source.path)
    // The dev server hands back the same bytes for every file not saved since: no need to decode
    // two thousand files again to learn that they did not change.
    const { text, problem } =
      cached?.bytes === source.bytes ? { text: cached.text } : decodeText(source.bytes, source.path)
    const where = classify(source.path.replace(/^content\//, ''), siteLocales)
    if (problem) return problems.push(problem)
    if (where.kind === 'unknown') return problems.push(fileProblem(source.path, where.reason))
    if (where.kind === 'site') return
    if (where.kind === 'folder-navigation') {
      const yaml = parseYamlLocatedKept(text!, source.path)
      const parsed = folderNavigation.safeParse(yaml.data ?? {}, { reportInput: true })
      problems.push(...yaml.problems)
      if (parsed.success) folders.get(where.locale)!.set(where.folder, parsed.data)
      else problems.push(...issueProblems(parsed.error.issues, yaml, source.path))
      return
    }
    const labels = footnoteLabelsOf(locales.messages.get(where.locale))
    // An article's share QR code is of its address on the site (share-qr.ts): compiled and cached
    // with the article, so a build pays for drawing it once.
    const share = where.base === 'blogs' && site && where.path && siteUrl(site.baseUrl, where.path)
    // The footnote labels, the iframe hosts and the address are part of the key: editing them in
    // locales/ or site.yml recompiles the pages.
    const context = `${JSON.stringify([labels, markdownOptions, share || null])}\n${source.updated}`
    const key = () => `${context}\n${text}`
    const args = [text!, source.path, where, labels, source.updated, markdownOptions] as const
    const persistent = options.persistent
    if (cached?.context !== context || cached.text !== text) {
      const compile = async () => {
        const hit = await persistent?.get(source.path, key())
        if (hit) return hit
        return compiles(async () => {
          const result = await compileOne({ args: [...args], share: share || undefined })
          // Stored while the next file compiles; the compile waits for every store at its end.
          if (persistent) stores.push(persistent.set(source.path, key(), result))
          return result
        })
      }
      cached = { bytes: source.bytes, text: text!, context, result: compile() }
      cache.set(source.path, cached)
    }
    const result = await cached.result
    if (result.compiled && !sourceVersions.has(result.compiled))
      sourceVersions.set(result.compiled, hash(`${source.path}\n${key()}`, 16))
    problems.push(...result.problems)
    references.push({ from: where.path, refs: result.references })
    if (where.path) claimed.push({ path: where.path, file: source.path, anchors: result.anchors })
    if (result.compiled) items.push(result.compiled)
  })
  await Promise.all(results)
  // In file order, not the order their compiles finished in: what emit makes of them (the search
  // index's name, the related lists' key) must follow from the files alone.
  items.sort((a, b) => (a.file < b.file ? -1 : 1))
  await Promise.all(stores)
  // Files that are gone stay out of the cache.
  const present = new Set(input.content.map((f) => f.path))
  for (const key of cache.keys()) if (!present.has(key)) cache.delete(key)

  if (!site && !problems.some((p) => p.file === 'content/site.yml')) {
    problems.push(fileProblem('content/site.yml', 'The site configuration file is missing.'))
  }
  // Two files that claim one URL.
  const pages = new Map<string, Set<string>>()
  const owner = new Map<string, string>()
  for (const { path, file, anchors } of claimed.sort((a, b) => a.file.localeCompare(b.file))) {
    if (owner.has(path)) {
      const message = `This page has the address ${path}, and so does ${owner.get(path)}. Rename one of them.`
      problems.push(fileProblem(file, message))
      continue
    }
    owner.set(path, file)
    pages.set(path, anchors)
  }
  const known = {
    pages,
    publicFiles: input.publicFiles,
    specialAnchors: new Set(site ? [site.officialAccount.anchor] : []),
  }
  const checked = checkedReferences(known)
  for (const { from, refs } of references) problems.push(...checked(refs, from))
  if (problems.length || !site) return { ok: false, problems }
  // Links to a draft are not errors: the draft is a real page in dev and will be one when published.
  const shown = items.filter((c) => published(c, options))
  // Which translations lag their original, from the history of content/ (src/node/translations/);
  // the default language (first of the site's) is that of every original unless marked.
  const translations = input.history
    ? await translationReport(pageRefs(items), siteLocales.localeCodes, input.history)
    : undefined
  if (translations) markBehind(shown, translations, siteLocales)
  const images = options.images ? await options.images(imageSourcesOnce(shown, site)) : new Map()
  const artifact = emit(shown, folders, applyImageMetaOnce(shown, site, images), siteLocales, {
    searchApart: options.searchApart,
    sources: {
      version: (c) => sourceVersions.get(c)!,
      store: options.listsInMemory ? undefined : options.persistent,
    },
  })
  return { ok: true, artifact: { ...artifact, images }, translations }
}
