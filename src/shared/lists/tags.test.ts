import { describe, expect, it } from 'vitest'
import { articlesByTag, counterpartTag, tagPath, tagSlug } from './tags.ts'

describe('tagSlug', () => {
  it('lowers case and joins words with dashes; Chinese and dots stay', () => {
    expect(tagSlug(' Work habits ')).toBe('work-habits')
    expect(tagSlug('中文排版')).toBe('中文排版')
    expect(tagSlug('Node.js')).toBe('node.js')
  })

  it('makes every tag one path segment under /tags/', () => {
    expect(tagPath('CI/CD')).toBe('/tags/ci-cd')
    expect(tagPath('C#')).toBe('/tags/c-')
    expect(tagPath('100% CSS')).toBe('/tags/100--css')
    expect(tagPath('What?')).toBe('/tags/what-')
    expect(tagPath('a\\b')).toBe('/tags/a-b')
    expect(tagPath('..')).toBe('/tags/--')
    for (const tag of ['CI/CD', 'C#', '100% CSS', 'What?', '..', '.'])
      expect(new URL(tagPath(tag), 'https://x.dev').pathname.split('/').slice(2)).toHaveLength(1)
  })
})

describe('articlesByTag', () => {
  it('lists each article once per tag, in order, under the tag as first written', () => {
    const a = { path: 'a', tags: ['Rust', 'CI/CD'] }
    const b = { path: 'b', tags: ['rust', 'Rust'] }
    const byTag = articlesByTag([a, b])
    expect([...byTag.keys()]).toEqual(['rust', 'ci-cd'])
    expect(byTag.get('rust')).toEqual({ tag: 'Rust', articles: [a, b] })
    expect(byTag.get('ci-cd')).toEqual({ tag: 'CI/CD', articles: [a] })
  })
})

describe('counterpartTag', () => {
  const zh = [
    { stem: 'blog/type', tags: ['排版', 'CSS', '中文'] },
    { stem: 'blog/fonts', tags: ['Rust', '中文'] },
    { stem: 'blog/only-zh', tags: ['中文'] },
  ]
  const en = articlesByTag([
    { stem: 'blog/type', tags: ['Typography', 'CSS', 'Chinese'] },
    { stem: 'blog/fonts', tags: ['Rust', 'Fonts'] },
  ])

  it('is the tag at the same place in the translations, by majority', () => {
    const chinese = articlesByTag(zh).get('中文')!.articles
    // One translation says Chinese, one says Fonts: a tie goes to the first voted.
    expect(counterpartTag('中文', chinese, en)?.tag).toBe('Chinese')
    const typography = articlesByTag(zh).get('排版')!.articles
    expect(counterpartTag('排版', typography, en)?.tag).toBe('Typography')
    expect(counterpartTag('css', articlesByTag(zh).get('css')!.articles, en)?.tag).toBe('CSS')
  })

  it('is undefined when no translation of the articles has a tag there', () => {
    const only = [{ stem: 'blog/only-zh', tags: ['中文'] }]
    expect(counterpartTag('中文', only, en)).toBeUndefined()
  })
})
