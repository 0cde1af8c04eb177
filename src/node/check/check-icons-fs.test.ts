import { describe, expect, it } from 'vitest'
import { checkIcons } from './check-icons-fs.ts'

const messages = (text: string, file = 'content/site.yml') =>
  checkIcons(text, file).map((p) => `${p.line}:${p.column} ${p.message}`)

describe('checkIcons', () => {
  it('accepts names the bundled sets have, aliases included', () => {
    expect(messages('links:\n  - icon: simple-icons:github\n  - icon: lucide:mail\n')).toEqual([])
    // `alarm-check` is an alias of `alarm-clock-check` in lucide.
    expect(messages('icon: lucide:alarm-check\n')).toEqual([])
  })

  it('places a misspelt name in a YAML file and suggests the real one', () => {
    expect(messages('footer:\n  links:\n    - icon: "simple-icons:githib"\n')).toEqual([
      '3:14 There is no icon "simple-icons:githib" in simple-icons. Did you mean "simple-icons:github"? The names are listed at https://icones.js.org/collection/simple-icons.',
    ])
  })

  it('suggests nothing when no name is close', () => {
    expect(messages('logo: lucide:zzzzqqqqxxxx\n')).toEqual([
      '1:7 There is no icon "lucide:zzzzqqqqxxxx" in lucide. The names are listed at https://icones.js.org/collection/lucide.',
    ])
  })

  it('leaves code in markdown alone, fenced or inline, and checks the prose after it', () => {
    const text = [
      '```yaml',
      'icon: lucide:not-a-real-one',
      '```',
      '',
      '~~~',
      'icon: lucide:nor-this',
      '~~~',
      'Write `:icon{name="lucide:example-name"}` to show one: :icon{name="lucide:mial"}.',
    ].join('\n')
    expect(messages(text, 'content/en/blog/x.md')).toEqual([
      '8:68 There is no icon "lucide:mial" in lucide. Did you mean "lucide:mail"? The names are listed at https://icones.js.org/collection/lucide.',
    ])
    // In a YAML file nothing is code: the same line is checked.
    expect(messages('icon: lucide:not-a-real-one\n')).toHaveLength(1)
  })
})
