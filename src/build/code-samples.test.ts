import { describe, expect, it } from 'vitest'
import { codeSamples } from './code-samples.ts'

describe('codeSamples', () => {
  it('takes real blocks of each language, the first ones found, each as a fence of its own', () => {
    const a = '# A\n\n```ts title="x.ts"\nconst a = 1\n```\n\n~~~Rust\nfn main() {}\n~~~\n'
    const b = '```ts\nconst b = 2\n```\n\n```ts\nconst c = 3\n```\n\n```\nno language\n```\n'
    expect(codeSamples([a, b], 2)).toEqual([
      '```ts\nconst a = 1\n```',
      '```ts\nconst b = 2\n```',
      '~~~rust\nfn main() {}\n~~~',
    ])
  })

  it('keeps a block whole up to a closing fence of its own kind, and cuts a long one', () => {
    const nested = '````md\n```js\nx\n```\n````\n'
    expect(codeSamples([nested])).toEqual([nested.trimEnd()])
    const long = `\`\`\`py\n${'x = 1\n'.repeat(1000)}\`\`\`\n`
    expect(codeSamples([long])[0]!.length).toBeLessThan(2100)
  })
})
