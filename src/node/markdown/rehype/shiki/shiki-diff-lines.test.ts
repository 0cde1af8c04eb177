import { codeToHtml } from 'shiki'
import { describe, expect, it } from 'vitest'
import { transformerDiffLines } from './shiki-diff-lines.ts'

const lines = async (code: string, lang: string) => {
  const html = await codeToHtml(code, {
    lang,
    theme: 'github-light',
    transformers: [transformerDiffLines()],
  })
  return [...html.matchAll(/<span class="(line[^"]*)"/g)].map((m) => m[1])
}

describe('transformerDiffLines', () => {
  it('bands the added and removed lines of a diff block, not its file headers', async () => {
    const patch = '--- a/x.ts\n+++ b/x.ts\n keep()\n-old()\n+now()'
    expect(await lines(patch, 'diff')).toEqual([
      'line',
      'line',
      'line',
      'line diff-line remove',
      'line diff-line add',
    ])
  })
  it('leaves other languages alone', async () => {
    expect(await lines('-1\n+1', 'js')).toEqual(['line', 'line'])
  })
})
