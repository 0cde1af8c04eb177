import { toHtml } from 'hast-util-to-html'
import { describe, expect, it } from 'vitest'
import { compileMarkdown } from '../pipeline.ts'

const html = async (markdown: string) =>
  toHtml((await compileMarkdown(`---\ntitle: t\n---\n\n${markdown}`, 'tasks.md')).tree)

describe('rehypeTaskLabels', () => {
  it('labels a task box by the inline text after it, a nested list left outside', async () => {
    expect(await html('- [x] done *well*\n  - nested\n- [ ] open\n')).toContain(
      '<li class="task-list-item"><label><input type="checkbox" checked disabled>done <em>well</em>\n</label><ul>\n<li>nested</li>\n</ul>\n</li>',
    )
  })

  it('labels it inside the first paragraph of a loose list', async () => {
    expect(await html('- [ ] loose\n\n- [x] list\n')).toContain(
      '<li class="task-list-item">\n<p><label><input type="checkbox" disabled>loose</label></p>\n</li>',
    )
  })

  it('leaves other list items alone', async () => {
    expect(await html('- plain *item*\n')).toContain('<li>plain <em>item</em></li>')
  })
})
