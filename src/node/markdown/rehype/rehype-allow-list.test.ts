import { toHtml } from 'hast-util-to-html'
import { describe, expect, it } from 'vitest'
import { loadFixture } from '../../../../test/support/fixture-fs.ts'
import { compileContent } from '../../compile/compile.ts'
import { compileMarkdown } from '../pipeline.ts'
import { elements } from '../../../../test/support/markdown-plugins.ts'

const hosts = { iframeHosts: ['www.youtube-nocookie.com', 'player.bilibili.com'] }
const compile = (markdown: string) => compileMarkdown(markdown, 'x.md', undefined, hosts)

describe('rehypeAllowList', () => {
  it('removes a script tag, its code with it, and says where it was', async () => {
    const { tree, messages } = await compile('Text\n\n<script>alert(1)</script>')
    expect(elements(tree, 'script')).toEqual([])
    expect(toHtml(tree)).not.toContain('alert')
    expect(messages).toEqual([{ message: expect.stringContaining('<script>'), line: 3, column: 1 }])
  })

  it('removes a style tag and its rules', async () => {
    const { tree, messages } = await compile('<style>body { display: none }</style>\n\nText')
    expect(elements(tree, 'style')).toEqual([])
    expect(toHtml(tree)).not.toContain('display')
    expect(messages).toEqual([{ message: expect.stringContaining('<style>'), line: 1, column: 1 }])
  })

  it('removes an inline onclick handler and keeps the element', async () => {
    const { tree, messages } = await compile('A <span onclick="steal()">word</span>.')
    const [span] = elements(tree, 'span')
    expect(span?.properties).toEqual({})
    expect(toHtml(tree)).not.toContain('steal')
    expect(messages).toEqual([
      { message: expect.stringContaining('"onclick"'), line: 1, column: 3 },
    ])
  })

  it('removes an onerror handler from an image and keeps the image', async () => {
    const { tree, messages } = await compile('<img src="/images/a.webp" alt="A" onerror="steal()">')
    expect(elements(tree, 'img').map((img) => img.properties)).toEqual([
      { src: '/images/a.webp', alt: 'A' },
    ])
    expect(messages).toEqual([
      { message: expect.stringContaining('"onerror"'), line: 1, column: 1 },
    ])
  })

  it('removes a javascript: href from a raw link, even with a tab inside the scheme', async () => {
    const { tree, messages } = await compile(
      'A <a href="javascript:alert(1)">one</a> and <a href="java&#9;script:alert(2)">two</a>.',
    )
    expect(elements(tree, 'a').map((a) => a.properties)).toEqual([{}, {}])
    expect(messages.map((m) => [m.message, m.column])).toEqual([
      [expect.stringContaining('javascript:'), 3],
      [expect.stringContaining('javascript:'), 45],
    ])
  })

  it('removes an image whose src is a data: URL', async () => {
    const { tree, messages } = await compile(
      'Before\n\n<img src="data:image/svg+xml;base64,PHN2Zz4=" alt="x">',
    )
    expect(elements(tree, 'img')).toEqual([])
    expect(messages).toEqual([{ message: expect.stringContaining('data:'), line: 3, column: 1 }])
  })

  it('removes an iframe from a host that is not allowed, naming the host and the setting', async () => {
    const { tree, messages } = await compile('<iframe src="https://evil.example/x"></iframe>')
    expect(elements(tree, 'iframe')).toEqual([])
    expect(messages).toEqual([
      {
        message: expect.stringMatching(/evil\.example.*embeds\.iframeHosts/),
        line: 1,
        column: 1,
      },
    ])
  })

  it('removes an iframe from an allowed host over plain http', async () => {
    const { tree, messages } = await compile(
      '<iframe src="http://www.youtube-nocookie.com/embed/x"></iframe>',
    )
    expect(elements(tree, 'iframe')).toEqual([])
    expect(messages).toHaveLength(1)
  })

  it('keeps an iframe from an allowed host, sandboxed and lazy, with only safe attributes', async () => {
    const { tree, messages } = await compile(
      '<iframe src="https://player.bilibili.com/player.html?bvid=1" title="Demo" width="640" ' +
        'allowfullscreen loading="eager" sandbox="allow-top-navigation" referrerpolicy="unsafe-url" ' +
        'style="position:fixed"></iframe>',
    )
    expect(messages).toEqual([])
    expect(elements(tree, 'iframe').map((f) => f.properties)).toEqual([
      {
        src: 'https://player.bilibili.com/player.html?bvid=1',
        title: 'Demo',
        width: 640,
        allowFullScreen: true,
        loading: 'lazy',
        sandbox: ['allow-scripts', 'allow-same-origin', 'allow-presentation'],
      },
    ])
  })

  it('keeps no iframe at all when the site allows no host', async () => {
    const { tree, messages } = await compileMarkdown(
      '<iframe src="https://www.youtube-nocookie.com/embed/x"></iframe>',
      'x.md',
    )
    expect(elements(tree, 'iframe')).toEqual([])
    expect(messages).toHaveLength(1)
  })

  it('keeps harmless HTML (details and summary, kbd, sup) with markdown inside, and no message', async () => {
    const { tree, messages } = await compile(
      'Press <kbd>Ctrl</kbd> + <kbd>K</kbd>, x<sup>2</sup>.\n\n' +
        '<details>\n<summary>More</summary>\n\nThe **rest**.\n\n</details>',
    )
    expect(messages).toEqual([])
    expect(elements(tree, 'kbd')).toHaveLength(2)
    expect(elements(tree, 'sup')).toHaveLength(1)
    expect(toHtml(elements(tree, 'details')[0]!)).toBe(
      '<details>\n<summary>More</summary>\n<p>The <strong>rest</strong>.</p>\n</details>',
    )
  })

  it('drops what is not on the list silently, keeping its text', async () => {
    const { tree, messages } = await compile(
      '<form action="/x"><b>Bold</b> <u style="color:red">u</u></form>',
    )
    expect(messages).toEqual([])
    expect(toHtml(tree)).toBe('Bold <u>u</u>')
  })

  it('leaves what the directive plugins make alone', async () => {
    const { tree, messages } = await compile(
      '::::tabs\n:::tab{label="A"}\nOne\n:::\n::::\n\n:::card{title="T" icon="lucide:rocket" to="/blog"}\nBody\n:::\n\n' +
        ':badge[Beta]{color="primary"} :kbd[Ctrl] :icon{name="lucide:rocket"}',
    )
    expect(messages).toEqual([])
    expect(elements(tree, 'tab')[0]?.properties).toEqual({ label: 'A' })
    expect(elements(tree, 'card')[0]?.properties).toEqual({
      title: 'T',
      icon: 'lucide:rocket',
      to: '/blog',
    })
    expect(elements(tree, 'badge')[0]?.properties).toEqual({ color: 'primary' })
    expect(elements(tree, 'icon')[0]?.properties).toEqual({ name: 'lucide:rocket' })
  })

  it('takes the iframe hosts from embeds.iframeHosts in content/site.yml', async () => {
    const input = await loadFixture()
    const edit = (path: string, extra: string) => {
      const file = input.content.find((f) => f.path === path)!
      file.bytes = new TextEncoder().encode(new TextDecoder().decode(file.bytes) + extra)
    }
    edit('content/en/blog/hello.md', '\n\n<iframe src="https://player.bilibili.com/p"></iframe>\n')
    const refused = await compileContent(input)
    expect(refused.ok).toBe(false)
    if (!refused.ok) {
      expect(refused.problems).toContainEqual(
        expect.objectContaining({
          file: 'content/en/blog/hello.md',
          message: expect.stringContaining('player.bilibili.com'),
        }),
      )
    }
    edit('content/site.yml', '\nembeds:\n  iframeHosts: [player.bilibili.com]\n')
    const allowed = await compileContent(input)
    expect(allowed.ok).toBe(true)
    if (allowed.ok) {
      const bodies = [...allowed.artifact.files.values()].filter((text) =>
        text.includes('"tagName":"iframe"'),
      )
      expect(bodies).toHaveLength(1)
      expect(bodies[0]).toContain('allow-scripts')
    }
  })
})
