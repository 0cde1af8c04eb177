import remarkDirective from 'remark-directive'
import remarkParse from 'remark-parse'
import remarkRehype from 'remark-rehype'
import { unified } from 'unified'
import { VFile } from 'vfile'
import { describe, expect, it } from 'vitest'
import { remarkCallout } from './remark-callout.ts'
import { remarkUnknownDirective } from './remark-unknown-directive.ts'

const processor = unified()
  .use(remarkParse)
  .use(remarkDirective)
  .use(remarkCallout)
  .use(remarkUnknownDirective(['note', 'tip']))
  .use(remarkRehype)

async function messages(markdown: string) {
  const file = new VFile(markdown)
  await processor.run(processor.parse(file), file)
  return file.messages
}

describe('remarkUnknownDirective', () => {
  it('reports an unclaimed container directive with its name, the known names and its place', async () => {
    const [message, ...rest] = await messages('Intro\n\n:::mystery\nText\n:::')
    expect(rest).toHaveLength(0)
    expect(message!.reason).toContain('Unknown element "mystery"')
    expect(message!.reason).toContain('Known elements: note, tip.')
    expect(message!.reason).not.toContain('colon')
    expect([message!.line, message!.column]).toEqual([3, 1])
  })

  it('hints at escaping when a text directive is probably a colon in prose', async () => {
    const [message] = await messages('The time is late:night')
    expect(message!.reason).toContain('Unknown element "night"')
    expect(message!.reason).toContain('\\:night')
    expect(message!.reason).toContain('full-width')
    expect([message!.line, message!.column]).toEqual([1, 17])
  })

  it('reports leaf directives too', async () => {
    const [message] = await messages('::video{src="x"}')
    expect(message!.reason).toContain('Unknown element "video"')
  })

  it('stays silent about claimed directives, escaped colons and plain text', async () => {
    expect(await messages(':::tip[Hi]\nText\n:::\n\nA colon\\:here, a full-width：here.')).toEqual(
      [],
    )
  })
})
