import i18next from 'i18next'
import { describe, expect, it } from 'vitest'
import { errorHead, toErrorInfo } from './error-info'

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

describe('errorHead', () => {
  it('names the error in the title', () => {
    expect(errorHead({ status: 404, message: 'Page not found: /x' }, t)).toEqual({
      title: 'Page not found',
      description: 'It may have moved.',
    })
    expect(errorHead({ message: 'TypeError: x' }, t).title).toBe('A script on this page failed')
    expect(errorHead({ status: 503, message: 'Service Unavailable' }, t)).toEqual({
      title: 'Error 503',
      description: 'Service Unavailable',
    })
  })
})
