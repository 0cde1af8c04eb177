import { describe, expect, it } from 'vitest'
import { compileMarkdown } from '../pipeline.ts'
import { elements } from '../../../../test/support/markdown-plugins.ts'

describe('what the later plugins need', () => {
  it("keeps a code block's label through rehype-raw and the sanitizer, so code groups show [pnpm], not the language", async () => {
    const { tree } = await compileMarkdown(
      '::::code-group\n```bash [pnpm]\npnpm add x\n```\n```bash [yarn]\nyarn add x\n```\n::::\n',
      'labels.md',
    )
    const labels = elements(tree, 'pre').map((pre) => pre.properties.dataLabel)
    expect(labels).toEqual(['pnpm', 'yarn'])
    expect(JSON.stringify(tree)).not.toContain('dataKeptNode')
  })
})
