/**
 * The SSR entry the prerender builds and calls: renders one URL through the data router's static
 * handler. It knows nothing of the file system: the prerender hands it a content source.
 */
import { StrictMode } from 'react'
import { renderToString } from 'react-dom/server'
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router'
import { localized, htmlLang, localeCodes, splitLocale } from '../content/locales'
import type { ContentSource } from '../content/source'
import { setContentSource } from './content-client'
import { documentTitle, headOf } from './head'
import { loadI18n } from './i18n'
import type { LayoutData } from './layouts/site-layout'
import { routes, screenPaths } from './routes'

export { screenPaths }

export interface RenderedPage {
  status: number
  html: string
  lang: string
  title: string
  description: string
  /** The page route's loader data: `_payload.json`. */
  payload: unknown
}

let handler: ReturnType<typeof createStaticHandler> | undefined

export async function render(
  url: string,
  source: ContentSource,
  options: { hydrate?: boolean } = {},
): Promise<RenderedPage> {
  setContentSource(source)
  await Promise.all(localeCodes.map(loadI18n))
  handler ??= createStaticHandler(routes)
  const context = await handler.query(new Request(url))
  if (context instanceof Response)
    throw new Error(`${url} answered with a redirect (${context.status}).`)
  const router = createStaticRouter(handler.dataRoutes, context)
  const html = renderToString(
    <StrictMode>
      <StaticRouterProvider router={router} context={context} hydrate={options.hydrate ?? true} />
    </StrictMode>,
  )
  const [locale] = splitLocale(new URL(url).pathname)
  const layout = context.loaderData[`layout-${locale}`] as LayoutData | undefined
  const matches = context.matches.map((m) => ({ data: context.loaderData[m.route.id] }))
  const head = headOf(matches)
  const leaf = context.matches[context.matches.length - 1]
  return {
    status: context.statusCode,
    html,
    lang: htmlLang(locale),
    title: layout ? documentTitle(head, layout.site, locale) : '',
    description: head?.description ?? (layout ? localized(layout.site.description, locale) : ''),
    payload: leaf ? context.loaderData[leaf.route.id] : undefined,
  }
}
