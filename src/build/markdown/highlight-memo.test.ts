import type { Element } from 'hast'
import { describe, expect, it } from 'vitest'
import { highlightMemo } from './highlight-memo.ts'

const block = (): Element => ({
  type: 'element',
  tagName: 'pre',
  properties: { className: ['shiki'], style: '--shiki-light:#000' },
  children: [
    { type: 'element', tagName: 'code', properties: {}, children: [{ type: 'text', value: 'a' }] },
  ],
})

describe('highlightMemo', () => {
  it('highlights a block once and hands out copies that can be changed apart', () => {
    let made = 0
    const highlight = () => (made++, block())
    const first = highlightMemo('ts\n\nconst memo = 1', highlight)
    // The pipeline rewrites what it is given: the next use must not see it.
    ;(first.properties.className as string[]).push('changed')
    first.properties.dataLabel = 'x'
    ;(first.children[0] as Element).children.push({ type: 'text', value: 'b' })
    const second = highlightMemo('ts\n\nconst memo = 1', highlight)
    expect(made).toBe(1)
    expect(second).toEqual(block())
    expect(second).not.toBe(first)
  })

  it('keeps the recent blocks only', () => {
    let made = 0
    const highlight = () => (made++, block())
    for (let i = 0; i < 200; i++) highlightMemo(`ts\n\nold ${i}`, highlight)
    expect(made).toBe(200)
    highlightMemo('ts\n\nold 199', highlight)
    expect(made).toBe(200)
    highlightMemo('ts\n\nold 0', highlight)
    expect(made).toBe(201)
  })
})
