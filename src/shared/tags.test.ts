import { describe, expect, it } from 'vitest'
import { articlesByTag, tagPath, tagSlug } from './tags.ts'

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
