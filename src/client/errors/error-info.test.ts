import i18next from 'i18next'
import { describe, expect, it } from 'vitest'
import { errorHead, errorKind, messageShown, toErrorInfo } from './error-info'

const i18n = i18next.createInstance()
await i18n.init({
  lng: 'en',
  keySeparator: false,
  nsSeparator: false,
  resources: {
    en: {
      translation: {
        'error.title': 'Something went wrong',
        'error.status_title': 'Error {{status}}',
        'error.404.title': 'Page not found',
        'error.404.description': 'It may have moved.',
        'error.script.title': 'A script on this page failed',
        'error.script.description': 'Reloading usually helps.',
        'error.offline.title': 'You seem to be offline',
        'error.offline.description': 'Reload once you are back online.',
        'error.server.title': 'The server had a problem',
        'error.server.description': 'Try again in a while.',
      },
    },
  },
})
const t = i18n.t

describe('toErrorInfo', () => {
  it('keeps the status of an answer', () => {
    // What the router makes of a loader's `throw data(…, { status: 404 })` (route-loader.ts).
    const missing = {
      status: 404,
      statusText: 'Not Found',
      internal: false,
      data: { message: 'Page not found: /x', fatal: false },
    }
    expect(toErrorInfo(missing)).toMatchObject({
      status: 404,
      message: 'Page not found: /x',
      fatal: false,
    })
    const host = new Response(null, { status: 503, statusText: 'Service Unavailable' })
    expect(toErrorInfo(host)).toMatchObject({ status: 503, statusText: 'Service Unavailable' })
  })

  it('gives an error of the page’s script no HTTP status', () => {
    const info = toErrorInfo(new TypeError('x is not a function'))
    expect(info).toEqual({ message: 'TypeError: x is not a function', fatal: true })
  })
})

describe('errorKind', () => {
  it('tells a visitor which failure it was, from the status or the browser’s words', () => {
    expect(errorKind({ status: 404, message: 'Page not found: /x' })).toBe('missing')
    expect(errorKind({ status: 408, message: 'The operation was aborted due to timeout' })).toBe(
      'timeout',
    )
    expect(errorKind({ status: 502, message: 'Bad Gateway' })).toBe('server')
    expect(errorKind({ status: 403, message: 'Forbidden' })).toBe('other')
    expect(errorKind({ message: 'TypeError: Failed to fetch' })).toBe('offline')
    expect(
      errorKind({ message: 'TypeError: NetworkError when attempting to fetch resource.' }),
    ).toBe('offline')
    expect(errorKind({ message: 'TypeError: x is not a function' })).toBe('script')
  })

  it('shows the spec’s message of a missing page, and keeps a browser’s text for the details', () => {
    expect(messageShown({ status: 404, message: 'Page not found: /x' })).toBe(true)
    expect(messageShown({ message: 'TypeError: Failed to fetch' })).toBe(false)
    expect(messageShown({ status: 500, message: 'Internal Server Error' })).toBe(false)
  })
})

describe('errorHead', () => {
  it('names the error in the title', () => {
    expect(errorHead({ status: 404, message: 'Page not found: /x' }, t)).toEqual({
      title: 'Page not found',
      description: 'It may have moved.',
    })
    expect(errorHead({ message: 'TypeError: x' }, t).title).toBe('A script on this page failed')
    expect(errorHead({ message: 'TypeError: Failed to fetch' }, t)).toEqual({
      title: 'You seem to be offline',
      description: 'Reload once you are back online.',
    })
    expect(errorHead({ status: 503, message: 'Service Unavailable' }, t)).toEqual({
      title: 'The server had a problem',
      description: 'Try again in a while.',
    })
    expect(errorHead({ status: 403, message: 'Forbidden' }, t)).toEqual({
      title: 'Error 403',
      description: 'Forbidden',
    })
  })
})
