import { describe, expect, it } from 'vitest'
import { nameBody, pageData } from './page-data.ts'

const chunk = () => ({
  body: { type: 'root', children: [{ type: 'text', value: '正文'.repeat(50) }] },
  toc: [],
})

describe('pageData', () => {
  it('writes a body from a chunk as the chunk’s name, and nothing else differently', () => {
    const read = nameBody('body/ab12cd34.0123456789.json', chunk())
    const page = [{ article: { title: 'T', body: read.body }, tree: [{ path: '/a' }] }]
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
    const read = nameBody('body/ab12cd34.0123456789.json', chunk())
    expect(JSON.stringify({ body: read.body })).toBe(JSON.stringify({ body: chunk().body }))
    expect(Object.keys(read.body)).toEqual(['type', 'children'])
  })

  it('marks a chunk read twice by the name it was last read under', () => {
    const read = nameBody('body/ab12cd34.0123456789.json', chunk())
    nameBody('body/ab12cd34.9999999999.json', read)
    expect(pageData(read.body)).toBe(JSON.stringify({ chunk: 'body/ab12cd34.9999999999.json' }))
  })

  it('tells two bodies apart by their chunks, and leaves other files alone', () => {
    const a = nameBody('body/ab12cd34.0123456789.json', chunk())
    const b = nameBody('body/ab12cd34.9876543210.json', chunk())
    expect(pageData(a.body)).not.toBe(pageData(b.body))
    const index = nameBody('blogs.0123456789.json', { body: { type: 'root', children: [] } })
    expect(pageData(index)).toBe(JSON.stringify(index))
  })
})
