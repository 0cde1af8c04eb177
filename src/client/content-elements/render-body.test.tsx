import { renderToString } from 'react-dom/server'
import { I18nextProvider } from 'react-i18next'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { ImageMeta } from '../../shared/image-meta'
import type { Body } from '../../shared/schema'
import { getI18n, loadI18n } from '../i18n/i18n'
import { preloadTabSet } from './lazy-tab-set'
import { RenderBody } from './render-body'

type Node = Record<string, unknown>
const el = (tagName: string, properties: Node, ...children: (Node | string)[]): Node => ({
  type: 'element',
  tagName,
  properties,
  children: children.map((c) => (typeof c === 'string' ? { type: 'text', value: c } : c)),
})
const body = (...children: Node[]): Body => ({ type: 'root', children })

/** A Shiki block as the build stores it: `class`, `tabindex` and `style` as HTML strings. */
const shiki = (label: string, code: string) =>
  el(
    'pre',
    {
      class: 'shiki shiki-themes github-light-default github-dark-default',
      style: '--shiki-light:#1f2328;--shiki-dark:#e6edf3',
      tabindex: '0',
      dataLanguage: 'sh',
      dataLabel: label,
    },
    el(
      'code',
      {},
      el(
        'span',
        { class: 'line' },
        el('span', { style: '--shiki-light:#953800;--shiki-dark:#FFA657' }, code),
      ),
    ),
  )

/** The body's HTML, rendered as the prerender does, and what React said on the console. */
function render(tree: Body, images?: Record<string, ImageMeta>) {
  const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <I18nextProvider i18n={getI18n('en')}>
            <RenderBody body={tree} images={images} />
          </I18nextProvider>
        ),
      },
    ],
    { initialEntries: ['/en/blog/post'] },
  )
  const html = renderToString(<RouterProvider router={router} />)
  return { html, errors: errors.mock.calls.map((call) => String(call[0])) }
}

describe('RenderBody', () => {
  beforeAll(() => Promise.all([loadI18n('en'), preloadTabSet()]))
  afterEach(() => vi.restoreAllMocks())

  it('keeps class lists, aria and data attributes and tab stops', () => {
    const { html } = render(
      body(
        el(
          'p',
          {},
          el(
            'sup',
            {},
            el(
              'a',
              {
                href: '#fn-1',
                id: 'ref-1',
                dataFootnoteRef: true,
                ariaDescribedBy: ['footnote-label'],
              },
              '1',
            ),
          ),
        ),
        el('ul', { className: ['contains-task-list', 'x'] }),
      ),
    )
    expect(html).toContain(
      '<a href="#fn-1" id="ref-1" data-footnote-ref="true" aria-describedby="footnote-label">1</a>',
    )
    expect(html).toContain('<ul class="contains-task-list x"></ul>')
  })

  it("keeps Shiki's colour variables in the inline styles of a code block", () => {
    const { html } = render(body(shiki('', 'npm')))
    expect(html).toContain('style="--shiki-light:#1f2328;--shiki-dark:#e6edf3"')
    expect(html).toContain('<span style="--shiki-light:#953800;--shiki-dark:#FFA657">npm</span>')
    expect(html).toMatch(/<pre class="shiki [^"]*"[^>]* tabindex="0" data-language="sh"/)
    expect(html).toContain(`aria-label="${getI18n('en').t('ui.copyCode')}"`)
  })

  it('renders a task as the build labelled it, read-only, without a React warning', () => {
    const { html, errors } = render(
      body(
        el(
          'li',
          { className: ['task-list-item'] },
          el(
            'label',
            {},
            el('input', { type: 'checkbox', checked: true, disabled: true }),
            ' done',
          ),
        ),
      ),
    )
    expect(html).toContain(
      '<li class="task-list-item"><label><input type="checkbox" disabled="" checked=""/> done</label></li>',
    )
    expect(errors).toEqual([])
  })

  it('renders a code group and tabs as tab sets with every panel in the HTML, none hidden', () => {
    const { html, errors } = render(
      body(
        el('code-group', {}, shiki('npm', 'npm i x'), shiki('pnpm', 'pnpm add x')),
        el(
          'tabs',
          {},
          el('tab', { label: 'One' }, el('p', {}, 'First')),
          el('tab', { label: 'Two' }, el('p', {}, 'Second')),
        ),
      ),
    )
    const tabs = [...html.matchAll(/role="tab"[^>]*>([^<]*)</g)].map((m) => m[1])
    expect(tabs).toEqual(['npm', 'pnpm', 'One', 'Two'])
    const panels = html.match(/<div[^>]*role="tabpanel"[^>]*>/g) ?? []
    expect(panels).toHaveLength(4)
    for (const panel of panels) {
      expect(panel).toContain('class="tab-panel pt-3"')
      expect(panel).not.toMatch(/hidden|display:\s*none/)
    }
    expect(panels.map((p) => p.includes('data-selected'))).toEqual([true, false, true, false])
    expect(html).toContain('pnpm add x')
    expect(html).toContain('<div class="prose-inner"><p>Second</p></div>')
    expect(errors).toEqual([])
  })

  it('maps callouts, links, images and tables to their components', () => {
    const { html } = render(
      body(
        el('callout', { type: 'tip' }, el('p', {}, 'Hi')),
        el('p', {}, el('a', { href: '/en/blog' }, 'blog'), el('img', { src: '/a.png', alt: 'A' })),
        el('table', {}, el('tbody', {}, el('tr', {}, el('td', {}, '1')))),
      ),
    )
    expect(html).toMatch(/<aside class="callout [^"]*" data-type="tip">/)
    expect(html).toContain('<a href="/en/blog" data-discover="true">blog</a>')
    expect(html).toContain('<img src="/a.png" alt="A"/>')
    expect(html).toContain(
      '<div class="table-wrap keyboard-ring rounded" tabindex="0"><table><tbody><tr><td>1</td></tr></tbody></table></div>',
    )
  })

  it('gives body images their size and variants from the page’s image metadata', () => {
    const variants = [
      { src: '/_images/a-320.1234abcd.webp', width: 320 },
      { src: '/_images/a-640.5678abcd.webp', width: 640 },
    ]
    const { html } = render(
      body(
        el('p', {}, el('img', { src: '/a.png', alt: 'A' })),
        el('p', {}, el('img', { src: '/b.png', alt: 'B' })),
      ),
      { '/a.png': { src: '/a.png', width: 800, height: 450, variants } },
    )
    expect(html).toContain(
      '<img src="/a.png" srcSet="/_images/a-320.1234abcd.webp 320w, /_images/a-640.5678abcd.webp 640w" alt="A" width="800" height="450" loading="lazy" decoding="async" sizes="(min-width: 768px) 720px, 100vw"/>',
    )
    // An image the build has no data for is left as written.
    expect(html).toContain('<img src="/b.png" alt="B"/>')
  })

  it('shows a body image with a dark-mode twin as both, CSS choosing one by the colour mode', () => {
    const dark = { src: '/a.dark.png', width: 800, height: 450, variants: [] }
    const { html } = render(body(el('p', {}, el('img', { src: '/a.png', alt: 'A' }))), {
      '/a.png': { src: '/a.png', width: 800, height: 450, variants: [], dark },
    })
    expect(html).toContain(
      '<img src="/a.png" alt="A" width="800" height="450" loading="lazy" decoding="async" class="dark:hidden" data-scheme="light"/><img src="/a.dark.png" alt="A" width="800" height="450" loading="lazy" decoding="async" class="hidden dark:inline" data-scheme="dark"/>',
    )
  })
})
