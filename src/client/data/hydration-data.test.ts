import { describe, expect, it } from 'vitest'
import { hydrationScript } from './hydration-data'

const parse = (script: string) =>
  JSON.parse(script.replace(/^<script[^>]*>/, '').replace(/<\/script>$/, '')) as {
    loaderData: Record<string, unknown>
    errors: Record<string, { __type: string; status?: number; message?: string }> | null
  }

describe('hydrationScript', () => {
  it('writes loader data as JSON that runs nowhere (no CSP hash needed)', () => {
    const script = hydrationScript({ loaderData: { page: { title: '你好' } } })
    expect(script).toMatch(/^<script type="application\/json" id="router-data">/)
    expect(parse(script).loaderData).toEqual({ page: { title: '你好' } })
  })

  it('cannot be closed early by a string in the content', () => {
    const script = hydrationScript({ loaderData: { page: '</script><script>alert(1)</script>' } })
    expect(script.match(/<\/script>/g)).toHaveLength(1)
    expect(parse(script).loaderData.page).toBe('</script><script>alert(1)</script>')
  })

  it("serializes route errors the way React Router's client revives them", () => {
    // The shape a loader's thrown 404 has by the time it reaches the router's state.
    const response = { status: 404, statusText: 'Not Found', internal: false, data: 'gone' }
    const { errors } = parse(
      hydrationScript({
        loaderData: {},
        errors: { layout: new TypeError('broken'), page: response },
      }),
    )
    expect(errors?.layout).toEqual({ message: 'broken', __type: 'Error', __subType: 'TypeError' })
    expect(errors?.page?.__type).toBe('RouteErrorResponse')
  })

  it('writes the same text when the page route comes serialized already', () => {
    const states = [
      {
        loaderData: { layout: { site: 'a' }, page: { title: '你好', body: { c: ['</script>'] } } },
      },
      { loaderData: { layout: undefined, page: { n: 1 }, tail: [1, null] }, actionData: { ok: 1 } },
      { loaderData: { page: { title: 'x' } }, errors: { page: new Error('gone') } },
    ]
    for (const state of states) {
      const plain = hydrationScript(state)
      const json = JSON.stringify(state.loaderData.page)
      expect(hydrationScript(state, { id: 'page', json })).toBe(plain)
    }
    // The given text is what is written for that route, not the data.
    const given = hydrationScript(states[0]!, { id: 'page', json: '{"from":"payload"}' })
    expect(parse(given).loaderData.page).toEqual({ from: 'payload' })
  })
})
