/** Shared by the plugin tests: run markdown through parse → directives → the plugins → hast. */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Element, Root } from 'hast'
import remarkDirective from 'remark-directive'
import remarkParse from 'remark-parse'
import remarkRehype from 'remark-rehype'
import { unified, type Pluggable } from 'unified'
import { visit } from 'unist-util-visit'
import { VFile } from 'vfile'
import { afterAll, beforeAll } from 'vitest'
import { writeCorpus } from '../../../bench/build-corpus.ts'

export function compileWith(...plugins: Pluggable[]) {
  const processor = unified().use(remarkParse).use(remarkDirective).use(plugins).use(remarkRehype)
  return async (markdown: string) => {
    const file = new VFile(markdown)
    const tree = (await processor.run(processor.parse(file), file)) as Root
    return { tree, messages: file.messages }
  }
}

export function elements(tree: Root, tagName: string): Element[] {
  const found: Element[] = []
  visit(tree, 'element', (node: Element) => {
    if (node.tagName === tagName) found.push(node)
  })
  return found
}

/** The markdown files under `dir`, at any depth. */
export const markdownFiles = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && e.name.endsWith('.md'))
    .map((e) => join(e.parentPath, e.name))

/**
 * A folder of generated bilingual articles (`bench/build-corpus.ts`, 12 a language), written
 * before the tests of the calling file and removed after them. Returns its path, once written.
 */
export function generatedArticles(name: string): () => string {
  let dir = ''
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), `${name}-`))
    await writeCorpus(dir, 12)
  })
  afterAll(() => rmSync(dir, { recursive: true, force: true }))
  return () => dir
}
