import { Combobox, ComboboxOptions } from '@headlessui/react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import type { SearchHit } from '../../shared/search/search-options'
import { PaletteHit } from './palette-hit'

/** The title and snippet a hit renders, as HTML. */
function render(hit: SearchHit) {
  const html = renderToString(
    <Combobox value={null} onChange={() => {}}>
      <ComboboxOptions static>
        <PaletteHit hit={hit} />
      </ComboboxOptions>
    </Combobox>,
  )
  const part = (id: string) => new RegExp(`data-testid="${id}"[^>]*>(.*?)</span>`).exec(html)?.[1]
  return { title: part('hit-title'), snippet: part('hit-snippet') }
}

describe('PaletteHit', () => {
  it('marks what matched in a Chinese title, as in its text', () => {
    const { title, snippet } = render({
      section: {
        id: '/blog/chinese-typography-on-the-web',
        title: '网页中文排版的几个细节',
        titles: [],
        content: '中文排版要顾及标点挤压。',
        level: 1,
      },
      score: 1,
      terms: ['排版'],
    })
    expect(title).toMatch(/^网页中文<mark[^>]*>排版<\/mark>的几个细节$/)
    expect(snippet).toMatch(/^中文<mark[^>]*>排版<\/mark>要顾及标点挤压。$/)
  })
})
