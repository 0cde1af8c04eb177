/**
 * The author's guide (docs/authoring.md) is the contract: every element example in it must compile
 * without a message, and together the examples must show every element the pipeline knows.
 */
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Element, Root } from 'hast'
import { visit } from 'unist-util-visit'
import { describe, expect, it } from 'vitest'
import { compileMarkdown, knownElements } from './pipeline.ts'

const guide = await readFile(
  join(import.meta.dirname, '..', '..', '..', 'docs', 'authoring.md'),
  'utf8',
)
const section = guide.slice(guide.indexOf('## Content elements'), guide.indexOf('## Images'))
const examples = [...section.matchAll(/^(`{3,4})markdown\n([\s\S]*?)^\1$/gm)].map((m) => m[2]!)

const tagsOf = (tree: Root) => {
  const tags = new Set<string>()
  visit(tree, 'element', (node: Element) => {
    tags.add(node.tagName === 'callout' ? String(node.properties.type) : node.tagName)
  })
  return tags
}

describe("the author's guide's content elements", () => {
  it('has examples', () => expect(examples.length).toBeGreaterThanOrEqual(8))

  it.each(examples.map((e, i) => [i, e] as const))(
    'example %i compiles without a message',
    async (_i, example) => {
      const { messages } = await compileMarkdown(example, 'README.md')
      expect(messages).toEqual([])
    },
  )

  it('shows every known element at least once', async () => {
    const seen = new Set<string>()
    const inline = section.match(/`(:[a-z]+\[[^`]*\][^`]*|:[a-z]+\{[^`]*\})`/g) ?? []
    for (const text of [...examples, ...inline.map((s) => s.slice(1, -1))]) {
      for (const tag of tagsOf((await compileMarkdown(text, 'README.md')).tree)) seen.add(tag)
    }
    const callouts = ['note', 'tip', 'warning', 'caution'].filter((t) =>
      section.includes(`\`${t}\``),
    )
    for (const element of knownElements) {
      expect(seen.has(element) || callouts.includes(element), element).toBe(true)
    }
  })
})
