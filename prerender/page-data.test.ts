import { describe, expect, it } from 'vitest'
import { pageData, readChunk } from './page-data.ts'

const chunk = () => ({
  body: { type: 'root', children: [{ type: 'text', value: '正文'.repeat(50) }] },
  toc: [],
})
const read = (file: string, value: unknown = chunk()) =>
  readChunk(file, JSON.stringify(value)) as { body: object }

describe('pageData', () => {
  it('writes a body from a chunk as the chunk’s name, and nothing else differently', () => {
    const { body } = read('body/ab12cd34.0123456789.json')
    const page = [{ article: { title: 'T', body }, tree: [{ path: '/a' }] }]
    expect(pageData(page)).toBe(
      JSON.stringify([
        {
          article: { title: 'T', body: { chunk: 'body/ab12cd34.0123456789.json' } },
          tree: [{ path: '/a' }],
        },
      ]),
    )
  })

  it('leaves payloads and hydration data whole: the body is written in full outside pageData', () => {
    const { body } = read('body/ab12cd34.0123456789.json')
    expect(JSON.stringify({ body })).toBe(JSON.stringify({ body: chunk().body }))
    expect(Object.keys(body)).toEqual(['type', 'children'])
    expect({ ...body }).toEqual(chunk().body)
    expect((body as ReturnType<typeof chunk>['body']).children[0]).toEqual(chunk().body.children[0])
    expect('children' in body).toBe(true)
  })

  it('parses a body only when something reads it', () => {
    // Text that is not JSON at all: naming the body in page data must not need it parsed.
    const lazy = readChunk('body/ab12cd34.0123456789.json', 'not json') as { body: object }
    expect(pageData({ body: lazy.body })).toBe(
      JSON.stringify({ body: { chunk: 'body/ab12cd34.0123456789.json' } }),
    )
    expect(() => JSON.stringify(lazy.body)).toThrow(SyntaxError)
  })

  it('tells two bodies apart by their chunks, and leaves other files alone', () => {
    const a = read('body/ab12cd34.0123456789.json')
    const b = read('body/ab12cd34.9876543210.json')
    expect(pageData(a.body)).not.toBe(pageData(b.body))
    const index = { body: { type: 'root', children: [] } }
    expect(pageData(read('blogs.0123456789.json', index))).toBe(JSON.stringify(index))
  })
})
