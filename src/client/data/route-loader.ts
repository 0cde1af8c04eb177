/**
 * Every page's loader goes through here. In a prerendered site the browser reads the page's own
 * `_payload.json` (written by the prerender from this same loader), so a navigation costs one small
 * request whatever the size of the site; in dev and in the prerender it queries the content.
 */
import {
  createContext,
  data,
  isRouteErrorResponse,
  replace,
  type LoaderFunctionArgs,
} from 'react-router'
import { splitLocale, type Locale } from '../i18n/site-locales'
import { buildIdMeta } from '../../shared/artifact'
import { stripBase } from '../addresses/base-path'
import { loadContent, type Content } from './content-client'
import { loadPayload } from '../runtime/network/payload-cache'

export interface LoadContext {
  locale: Locale
  /** Full URL path, `/en/blog/x`. */
  fullPath: string
  params: LoaderFunctionArgs['params']
  queryCollection: Content['queryCollection']
  source: Content['source']
}

export type PageLoad<T> = (context: LoadContext) => Promise<T>

/** The build id of a prerendered page, or undefined in dev and plain builds. */
export function currentBuildId(): string | undefined {
  if (typeof document === 'undefined') return undefined
  return (
    document.querySelector<HTMLMetaElement>(`meta[name="${buildIdMeta}"]`)?.content || undefined
  )
}

/** `/en/blog/x` → `/en/blog/x/_payload.json`; `/` → `/_payload.json`. */
export function payloadUrl(pathname: string): string {
  return `${pathname.replace(/\/+$/, '')}/_payload.json`
}

/**
 * The path as the visitor reads it. A forged address can hold an escape that is not UTF-8
 * (`/blog/%E0%A4%A`): decodeURIComponent would throw, and the visitor would see a 500 with
 * `URI malformed` instead of the 404 page, so such a path stays as it was typed.
 */
export function decodePath(path: string): string {
  try {
    return decodeURIComponent(path)
  } catch {
    return path
  }
}

/** What the prerender tells the routes about the page it renders (entry-server.tsx). */
export interface RenderContext {
  /**
   * The 404 page a host serves for every missing path: the path asked for is not known when it
   * is written, so it names none; the browser renders it afresh with the visitor's.
   */
  anyPath?: boolean
}

/** What the prerender tells the loaders of one page (React Router's typed context). */
export const renderContext = createContext<RenderContext>({})

/**
 * Not found, as SPEC §8 words it: a missing route is not fatal, a page that fails its own check
 * is. Without a path (the 404 page written for any path), no message.
 */
export function notFound(fullPath: string | undefined, fatal: boolean): never {
  const message =
    fullPath === undefined ? '' : `${fatal ? 'Page Not Found' : 'Page not found'}: ${fullPath}`
  throw data({ message, fatal }, { status: 404, statusText: 'Not Found' })
}

/** The HTTP status a loader's throw stands for: `notFound`'s `data(…)`, or a router response. */
function statusOf(error: unknown): number | undefined {
  if (isRouteErrorResponse(error)) return error.status
  return (error as { init?: { status?: number } } | null)?.init?.status
}

export function pageLoader<T>(load: PageLoad<T>, options: { fatalNotFound?: boolean } = {}) {
  const loadAt = async (url: URL, params: LoaderFunctionArgs['params']): Promise<T> => {
    const fullPath = decodePath(stripBase(url.pathname))
    const buildId = currentBuildId()
    if (buildId) {
      try {
        return (await loadPayload(payloadUrl(url.pathname), buildId)) as T
      } catch (error) {
        if (error instanceof Response && error.status === 404)
          notFound(fullPath, options.fatalNotFound ?? true)
        throw error
      }
    }
    const [locale] = splitLocale(fullPath)
    return load({
      locale,
      fullPath,
      params,
      ...(await loadContent()),
    })
  }
  return async ({ request, params }: LoaderFunctionArgs): Promise<T> => {
    const url = new URL(request.url)
    try {
      return await loadAt(url, params)
    } catch (error) {
      // An address that differs from a page's only in letter case (`/BLOG/Why-Static-Sites`)
      // lands on the page: static hosts match files by case, and the 404 page they answer with
      // brings the app here. The site's own addresses are written in lower case.
      const lower = new URL(url)
      lower.pathname = url.pathname.toLowerCase()
      if (statusOf(error) !== 404 || lower.href === url.href) throw error
      const lowered = Object.fromEntries(
        Object.entries(params).map(([name, value]) => [name, value?.toLowerCase()]),
      )
      const found = await loadAt(lower, lowered).then(
        () => true,
        () => false,
      )
      if (!found) throw error
      // `replace`, not `redirect`: the mistyped entry gives way, so Back returns where the reader was.
      throw replace(decodePath(stripBase(lower.pathname)) + url.search + url.hash)
    }
  }
}
