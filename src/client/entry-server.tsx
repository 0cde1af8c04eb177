/**
 * The SSR entry the prerender builds and calls: renders one URL through the data router's static
 * handler. It knows nothing of the file system: the prerender hands it a content source.
 */
import { StrictMode } from 'react'
import { renderToString } from 'react-dom/server'
import {
  createStaticHandler,
  createStaticRouter,
  RouterContextProvider,
  StaticRouterProvider,
} from 'react-router'
import { cardPath, headTags } from '../shared/page/head-tags'
import {
  htmlLang,
  localeCodes,
  localized,
  localizePath,
  appLocales,
  splitLocale,
  type Locale,
} from './i18n/site-locales'
import type { ContentSource } from '../shared/source'
import { basePath, routerBasename, stripBase, withBase } from './addresses/base-path'
import { setContentSource } from './data/content-client'
import { toErrorInfo } from './errors/error-info'
import { documentTitle, shownHead } from './head/head'
import { hydrationScript } from './data/hydration-data'
import { preloadDiagram } from './content-elements/lazy-diagram'
import { preloadTabSet } from './content-elements/lazy-tab-set'
import { getI18n, loadI18n } from './i18n/i18n'
import { renderContext } from './data/route-loader'
import type { LayoutData } from './layouts/site-layout'
import { routes, screenPaths } from './routes'

export { screenPaths, withBase }

export interface RenderedPage {
  status: number
  html: string
  lang: string
  title: string
  description: string
  /** The router's data to hydrate with, a JSON script for after the root element (hydration-data.ts). */
  hydration: string
  /** The page route's loader data: `_payload.json`. */
  payload: unknown
  /** `payload` as JSON, made once for the file and the hydration data (when the page hydrates). */
  payloadJson?: string
  /** Canonical, alternates, Open Graph, Twitter and JSON-LD tags (src/shared/page/head-tags.ts). */
  headHtml: string
  /** For the sitemap: the page in every locale that has it, and its last change. */
  alternates: Record<Locale, string>
  updated?: string
  /** For the social card: where it goes and what it says. */
  card: { file: string; title: string; description: string; eyebrow?: string }
  /** Everything the markup is made from besides this entry's code (see `unchanged`). */
  data: string
}

/** A page the prerender kept from its last build: only its data and payload are made. */
export interface UnchangedPage {
  status: number
  unchanged: true
  data: string
  payload: unknown
}

export interface RenderOptions {
  /**
   * `false` for the 404 page a host serves for every missing path (`404.html`, `en/404.html`):
   * the browser renders it afresh, and it names no path (route-loader.ts, `RenderContext`).
   */
  hydrate?: boolean
  /**
   * Whether the prerender holds this page as rendered from the same `data` by the same entry
   * (prerender/page-reuse-fs.ts): a page's markup follows from its URL and its routes' loader
   * data alone, so rendering it again would give the same HTML.
   */
  unchanged?: (data: string) => boolean
  /**
   * How `data` is written (JSON.stringify when not given). The prerender writes bodies as the
   * names of their content chunks (prerender/page-data.ts): names that follow from their text.
   */
  serialize?: (value: unknown) => string
}

let handler: ReturnType<typeof createStaticHandler> | undefined

export async function render(
  url: string,
  source: ContentSource,
  options: RenderOptions = {},
): Promise<RenderedPage | UnchangedPage> {
  setContentSource(source)
  // Lazy elements are loaded before rendering, so the HTML holds them and not their fallback.
  await Promise.all([...localeCodes.map(loadI18n), preloadTabSet(), preloadDiagram()])
  handler ??= createStaticHandler(routes, { basename: routerBasename })
  const requestContext = new RouterContextProvider(
    new Map([[renderContext, { anyPath: options.hydrate === false }]]),
  )
  const context = await handler.query(new Request(url), { requestContext })
  if (context instanceof Response)
    throw new Error(`${url} answered with a redirect (${context.status}).`)
  const leaf = context.matches[context.matches.length - 1]
  const payload = leaf ? context.loaderData[leaf.route.id] : undefined
  const serialize = options.serialize ?? JSON.stringify
  const data = serialize([url, context.statusCode, options.hydrate, context.loaderData])
  if (context.statusCode === 200 && options.unchanged?.(data))
    return { status: context.statusCode, unchanged: true, data, payload }
  const router = createStaticRouter(handler.dataRoutes, context)
  // Decoded, as files are named (`/tags/中文`); URLs in the head are encoded again when written.
  const path = decodeURIComponent(stripBase(new URL(url).pathname))
  const [locale, rest] = splitLocale(path)
  const html = renderToString(
    <StrictMode>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </StrictMode>,
  )
  const layout = context.loaderData[`layout-${locale}`] as LayoutData | undefined
  const matches = context.matches.map((m) => ({ loaderData: context.loaderData[m.route.id] }))
  // A route that failed shows the error page, and the head names its error (the 404 page's).
  const [error] = Object.values(context.errors ?? {}) as unknown[]
  const info = context.errors ? toErrorInfo(error) : undefined
  const head = shownHead(matches, info, getI18n(locale).t)
  const title = layout ? documentTitle(head, layout.site, locale) : ''
  const description =
    head?.description ?? (layout ? localized(layout.site.description, locale) : '')
  // Screens exist in every locale; a page that says otherwise (an article) lists its own.
  const alternates =
    head?.alternates ??
    Object.fromEntries(localeCodes.map((code) => [code, localizePath(rest, code)]))
  const card = cardPath(head?.cardOf ?? path)
  const payloadJson =
    leaf && options.hydrate !== false ? (JSON.stringify(payload) as string | undefined) : undefined
  return {
    status: context.statusCode,
    html,
    hydration:
      options.hydrate === false
        ? ''
        : hydrationScript(
            context,
            payloadJson === undefined ? undefined : { id: leaf!.route.id, json: payloadJson },
          ),
    payloadJson,
    lang: htmlLang(locale),
    title,
    description,
    payload,
    headHtml:
      layout && context.statusCode === 200
        ? headTags({
            site: layout.site,
            locales: appLocales,
            locale,
            path,
            title,
            description,
            head,
            alternates,
            card,
            basePath,
          })
        : '',
    alternates,
    updated: head?.updated,
    card: {
      file: card,
      title: head?.title ?? title,
      description,
      eyebrow: head?.trail?.at(-1)?.title,
    },
    data,
  }
}
