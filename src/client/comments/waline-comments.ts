/**
 * Waline as its docs show: `init` on an element, `destroy` when done. `dark: 'html.dark'` scopes
 * its dark styles to the site's own dark class, so switching modes needs no call. The emoji sets
 * and GIF search are off: both fetch from third-party hosts (unpkg, giphy) that readers in China
 * often cannot reach, and the Content Security Policy allows only the Waline server
 * (src/node/site-files/comment-sources.ts).
 */
import { init } from '@waline/client'
import '@waline/client/waline.css'
import type { CommentsProps } from './comments-props'
import './waline-theme.css'

export function mount(el: HTMLElement, { config, lang, path }: CommentsProps): () => void {
  if (config.provider !== 'waline') return () => {}
  const waline = init({
    el,
    serverURL: config.serverURL,
    requiredMeta: config.requiredMeta,
    path,
    lang,
    dark: 'html.dark',
    emoji: false,
    search: false,
    reaction: false,
    pageview: false,
    comment: false,
  })
  return () => waline?.destroy()
}
