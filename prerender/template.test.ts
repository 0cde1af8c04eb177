import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { fillTemplate, type PageHead } from './template.ts'

const template = readFileSync(join(import.meta.dirname, '..', 'index.html'), 'utf8')
const page: PageHead = {
  html: '<main><h1>静态站点</h1></main>',
  lang: 'en',
  title: 'Why <static> sites',
  description: 'Fast & "simple"',
  headHtml: '<link rel="canonical" href="https://linzhou.dev/en/blog/x" />',
  hydration: '<script type="application/json" id="router-data">{}</script>',
}
const options = { buildId: 'abc123', hydratesAt: '/en/blog/x' }

describe('fillTemplate', () => {
  it("puts the page's parts into the site's index.html", () => {
    const html = fillTemplate(template, page, options)
    expect(html).toContain('<html lang="en">')
    expect(html).toContain('<title>Why &lt;static&gt; sites</title>')
    expect(html).toContain('<meta name="description" content="Fast &amp; &quot;simple&quot;" />')
    expect(html).toContain('content="abc123"')
    expect(html).toContain(page.headHtml)
    expect(html).toContain(
      `<div id="root" data-prerendered="/en/blog/x">${page.html}</div>${page.hydration}`,
    )
    expect(html).not.toContain('<!--head-->')
    expect(html).not.toContain('<!--app-->')
    // Everything else of the template is kept as it was.
    expect(html.endsWith(template.slice(template.indexOf('<!--app--></div>') + 16))).toBe(true)
  })

  it('writes dollar signs in the page as they are', () => {
    // String.replace reads `$$`, `$&` and `$'` in a replacement as patterns.
    const dollars = { ...page, html: "<code>echo $$ $& $' $`</code>", title: 'Cost: $1 $$' }
    const html = fillTemplate(template, dollars, options)
    expect(html).toContain("<code>echo $$ $& $' $`</code>")
    expect(html).toContain('<title>Cost: $1 $$</title>')
  })

  it('leaves out the hydration data of a page that does not hydrate', () => {
    const html = fillTemplate(template, page, { buildId: options.buildId })
    expect(html).toContain(`<div id="root">${page.html}</div>`)
    expect(html).not.toContain('router-data')
  })

  it('fills the slots there are in a template that lacks one', () => {
    const bare =
      '<html lang="zh-CN"><head><!--head--></head><body><div id="root"><!--app--></div></body></html>'
    const html = fillTemplate(bare, { ...page, html: '$$' }, options)
    expect(html).toMatch(/^<html lang="en"><head><meta name="description"/)
    expect(html).toContain('<div id="root" data-prerendered="/en/blog/x">$$</div>')
  })
})
