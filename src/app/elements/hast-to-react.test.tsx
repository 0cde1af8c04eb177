import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { hastToReact, reactProps, styleObject } from './hast-to-react'

describe('hastToReact', () => {
  it('writes class lists, aria and data attributes, styles and read-only task boxes as HTML', () => {
    const html = renderToStaticMarkup(
      hastToReact(
        {
          children: [
            {
              type: 'element',
              tagName: 'sup',
              properties: {},
              children: [
                {
                  type: 'element',
                  tagName: 'a',
                  properties: {
                    href: '#fn-1',
                    id: 'ref-1',
                    dataFootnoteRef: true,
                    ariaDescribedBy: ['footnote-label'],
                  },
                  children: [{ type: 'text', value: '1' }],
                },
              ],
            },
            {
              type: 'element',
              tagName: 'pre',
              properties: {
                class: 'shiki',
                tabindex: '0',
                style: '--shiki-light:#24292e;background-color:#fff',
              },
              children: [
                {
                  type: 'element',
                  tagName: 'code',
                  properties: { className: ['language-ts', 'x'] },
                  children: [],
                },
              ],
            },
            {
              type: 'element',
              tagName: 'input',
              properties: { type: 'checkbox', checked: true, disabled: true },
            },
          ],
        },
        {},
      ),
    )
    expect(html).toBe(
      '<sup><a href="#fn-1" id="ref-1" data-footnote-ref="" aria-describedby="footnote-label">1</a></sup>' +
        '<pre class="shiki" tabindex="0" style="--shiki-light:#24292e;background-color:#fff"><code class="language-ts x"></code></pre>' +
        '<input type="checkbox" disabled="" checked=""/>',
    )
  })

  it('maps custom elements to components with their properties', () => {
    const Callout = (props: Record<string, unknown>) => (
      <aside data-kind={String(props.type)}>{props.children as string}</aside>
    )
    const html = renderToStaticMarkup(
      hastToReact(
        {
          children: [
            {
              type: 'element',
              tagName: 'callout',
              properties: { type: 'tip' },
              children: [{ type: 'text', value: 'Hi' }],
            },
          ],
        },
        { callout: Callout },
      ),
    )
    expect(html).toBe('<aside data-kind="tip">Hi</aside>')
  })

  it('parses inline styles and leaves false attributes out', () => {
    expect(styleObject('font-style:italic; --x: 1')).toEqual({ fontStyle: 'italic', '--x': '1' })
    expect(reactProps({ hidden: false, dataLanguage: 'ts' })).toEqual({ 'data-language': 'ts' })
  })
})
