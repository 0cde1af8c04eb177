import { describe, expect, it } from 'vitest'
import type { CompiledItem } from '../compile/file/compile-file.ts'
import { bodyJson, setLazyBody } from './lazy-body.ts'

// Stored as the compile cache writes it, spaced differently from JSON.stringify: which text comes
// back shows whether the body was written out again.
const storedText = '{ "body": { "type": "root", "children": [] }, "toc": [] }'
const item = () => ({}) as CompiledItem

describe('lazy bodies', () => {
  it('hands the stored text back while nothing has read the body', () => {
    const c = item()
    setLazyBody(c, storedText)
    expect(bodyJson(c)).toBe(storedText)
  })

  it('writes the body out again once it was read, since it may have changed in place', () => {
    const c = item()
    setLazyBody(c, storedText)
    c.body!.toc.push({ id: 'a', text: 'A', depth: 2 } as never)
    expect(JSON.parse(bodyJson(c)!)).toEqual({
      body: { type: 'root', children: [] },
      toc: [{ id: 'a', text: 'A', depth: 2 }],
    })
  })

  it('writes out a body that replaced the stored one, and nothing for none', () => {
    const c = item()
    setLazyBody(c, storedText)
    const replaced = { body: { type: 'root' as const, children: [{ type: 'text' }] }, toc: [] }
    c.body = replaced
    expect(bodyJson(c)).toBe(JSON.stringify(replaced))
    expect(bodyJson(item())).toBeUndefined()
    const fresh = { body: { type: 'root', children: [] } } as unknown as CompiledItem
    expect(bodyJson(fresh)).toBe(JSON.stringify(fresh.body))
  })
})
