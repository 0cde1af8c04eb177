/**
 * What the comment service of site.yml adds to the Content Security Policy, and nothing more.
 * Waline's client is bundled with the site (a lazy chunk from 'self') and only talks to its
 * server with `fetch`: its origin joins `connect-src`. Its defaults that would reach further (emoji
 * sets and GIF search from third-party hosts) are switched off by the widget
 * (src/client/comments/waline-comments.tsx), so no other origin is needed. Giscus is the `giscus`
 * web component, also bundled: no script comes from giscus.app, only its iframe (`frame-src`).
 */
import type { SiteConfig } from '../../shared/site-schema.ts'

export interface CommentSources {
  connect: string[]
  frame: string[]
}

export function commentSources(site: Pick<SiteConfig, 'comments'>): CommentSources {
  const comments = site.comments
  if (comments?.provider === 'waline')
    return { connect: [new URL(comments.serverURL).origin], frame: [] }
  if (comments?.provider === 'giscus')
    return { connect: [], frame: [new URL(comments.host).origin] }
  return { connect: [], frame: [] }
}
