import { describe, expect, it } from 'vitest'
import { isOwnScript, sourceOf } from './unhandled-errors'

const page = { origin: 'https://linzhou.dev', href: 'https://linzhou.dev/blog?page=2#top' }

describe('sourceOf', () => {
  it('is the file an error event names', () => {
    const event = { filename: 'https://linzhou.dev/assets/index-a1.js' } as ErrorEvent
    expect(sourceOf(event)).toBe('https://linzhou.dev/assets/index-a1.js')
  })

  it('is the first frame of a rejected error’s stack, in Chromium’s and Firefox’s words', () => {
    const rejected = (stack: string) => {
      const reason = new TypeError('Failed to fetch https://linzhou.dev/a.json')
      reason.stack = stack
      return { reason } as PromiseRejectionEvent
    }
    expect(
      sourceOf(
        rejected(
          'TypeError: Failed to fetch https://linzhou.dev/a.json\n' +
            '    at load (https://127.0.0.1:4321/assets/page-b2.js:1:230)\n' +
            '    at https://stats.example.com/script.js:4:2',
        ),
      ),
    ).toBe('https://127.0.0.1:4321/assets/page-b2.js')
    expect(sourceOf(rejected('load@moz-extension://abc/content.js:3:9\n'))).toBe(
      'moz-extension://abc/content.js',
    )
  })

  it('is unknown for a rejection that is not an error', () => {
    expect(sourceOf({ reason: 'nope' } as PromiseRejectionEvent)).toBe('')
    expect(sourceOf({ reason: new Response(null, { status: 500 }) } as PromiseRejectionEvent)).toBe(
      '',
    )
  })
})

describe('isOwnScript', () => {
  it('holds for a file of the site’s origin', () => {
    expect(isOwnScript('https://linzhou.dev/assets/index-a1.js', page)).toBe(true)
    expect(isOwnScript('https://linzhou.dev/src/client/main.tsx', page)).toBe(true)
  })

  it('does not hold for another origin, a data: URL, an extension or no file at all', () => {
    expect(isOwnScript('https://stats.linzhou.dev/script.js', page)).toBe(false)
    expect(isOwnScript("data:text/javascript,throw new Error('x')", page)).toBe(false)
    expect(isOwnScript('chrome-extension://abcdef/content.js', page)).toBe(false)
    expect(isOwnScript('', page)).toBe(false)
  })

  it('does not hold for an inline script, which reports the page’s address', () => {
    expect(isOwnScript('https://linzhou.dev/blog?page=2', page)).toBe(false)
  })
})
