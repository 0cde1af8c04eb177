// @vitest-environment happy-dom
// @vitest-environment-options { "settings": { "navigation": { "disableChildFrameNavigation": true } } }
/**
 * The Giscus widget as the lazy section mounts it, in a DOM (happy-dom): the web component gets
 * the attributes giscus.app's set-up page gives, its iframe points at the giscus server in the
 * page's language, and switching the colour mode reaches it. No request leaves: happy-dom is
 * told not to navigate frames (it logs the iframe it left unloaded), and the machine has no
 * route to giscus.app anyway.
 */
import { afterEach, describe, expect, it } from 'vitest'
import type { CommentsConfig } from '../../shared/site-schema'
import { useColorMode } from '../stores/color-mode'
import { mount } from './giscus-comments'

const config: CommentsConfig = {
  provider: 'giscus',
  repo: 'linzhou/linzhou.dev',
  repoId: 'R_kgDOTest',
  category: 'Comments',
  categoryId: 'DIC_kwDOTest',
  mapping: 'pathname',
  strict: false,
  reactionsEnabled: true,
  inputPosition: 'bottom',
  host: 'https://giscus.app',
}

const iframeOf = async (widget: Element) => {
  await (widget as Element & { updateComplete: Promise<unknown> }).updateComplete
  return widget.shadowRoot?.querySelector('iframe')
}

afterEach(() => {
  document.body.innerHTML = ''
  document.documentElement.classList.remove('dark')
})

describe('the giscus widget', () => {
  it.each([
    ['zh-CN', '/blog/notes/2025/tooling-fatigue'],
    ['en', '/en/blog/notes/2025/tooling-fatigue'],
  ])('is configured from site.yml, in %s', async (lang, path) => {
    const el = document.body.appendChild(document.createElement('div'))
    mount(el, { config, lang, path })
    const widget = el.querySelector('giscus-widget')!
    expect(Object.fromEntries([...widget.attributes].map((a) => [a.name, a.value]))).toEqual({
      host: 'https://giscus.app',
      repo: 'linzhou/linzhou.dev',
      repoid: 'R_kgDOTest',
      category: 'Comments',
      categoryid: 'DIC_kwDOTest',
      mapping: 'pathname',
      strict: '0',
      reactionsenabled: '1',
      emitmetadata: '0',
      inputposition: 'bottom',
      theme: 'light',
      lang,
      loading: 'lazy',
    })
    const src = new URL((await iframeOf(widget))!.getAttribute('src')!)
    expect(`${src.origin}${src.pathname}`).toBe(`https://giscus.app/${lang}/widget`)
    expect(src.searchParams.get('repoId')).toBe('R_kgDOTest')
    expect(src.searchParams.get('theme')).toBe('light')
  })

  it('follows the colour mode and goes away when unmounted', async () => {
    const el = document.body.appendChild(document.createElement('div'))
    const unmount = mount(el, { config, lang: 'zh-CN', path: '/' })
    const widget = el.querySelector('giscus-widget')!
    useColorMode.getState().set('dark')
    expect(widget.getAttribute('theme')).toBe('dark')
    expect((widget as Element & { theme: string }).theme).toBe('dark')
    useColorMode.getState().set('light')
    expect(widget.getAttribute('theme')).toBe('light')
    unmount()
    expect(el.querySelector('giscus-widget')).toBeNull()
  })
})
