/**
 * The one route table, shared by the browser and the prerender (SPEC §2). Every screen has a zh
 * and an en variant, named `<screen>-zh` / `<screen>-en`; page modules load lazily and export
 * `load` (run through `pageLoader`) and `Component`.
 */
import type { RouteObject } from 'react-router'
import { localePrefix, locales, type Locale } from './i18n/site-locales'
import { PageFrame } from './components/frame/page-frame'
import { RouteError } from './components/frame/route-error'
import { ContentPending } from './components/frame/content-pending'
import { SiteLayout, type LayoutData } from './layouts/site-layout'
import { decodePath, notFound, pageLoader, type PageLoad, renderContext } from './data/route-loader'
import { stripBase } from './addresses/base-path'
import { loadContent } from './data/content-client'
import { loadI18n } from './i18n/i18n'
import { importRouteModule } from './runtime/network/chunk-guard'

interface PageModule {
  load: PageLoad<unknown>
  Component: React.ComponentType
}

export const screens = {
  home: () => import('./pages/home-page'),
  project: () => import('./pages/projects-page'),
  blog: () => import('./pages/blog-list-page'),
  'blog-page': () => import('./pages/blog-list-page'),
  'blog-slug': () => import('./pages/article-page'),
  archive: () => import('./pages/archive-page'),
  'archive-page': () => import('./pages/archive-page'),
  series: () => import('./pages/series-page'),
  tag: () => import('./pages/tag-page'),
  'tag-page': () => import('./pages/tag-page'),
  space: () => import('./pages/space-page'),
  about: () => import('./pages/about-page'),
} satisfies Record<string, () => Promise<PageModule>>

/** Screens whose address names something in the content (an article, a tag, a list page). */
const contentAddressed = new Set<keyof typeof screens>([
  'blog-slug',
  'blog-page',
  'archive-page',
  'series',
  'tag',
  'tag-page',
])

function screen(
  name: keyof typeof screens,
  locale: Locale,
  place: { path: string } | { index: true },
): RouteObject {
  return {
    id: `${name}-${locale}`,
    ...place,
    handle: { layout: 'default', screen: name },
    lazy: async () => {
      const module: PageModule = await importRouteModule<PageModule>(screens[name])
      // An article slug that does not exist fails the page's own check: a fatal 404 (SPEC §8).
      return {
        Component: module.Component,
        loader: pageLoader(module.load, {
          fatalNotFound: contentAddressed.has(name),
        }),
      }
    },
  }
}

/**
 * A locale's layout renders its own labels: the first page's messages are loaded by the start
 * (main.tsx), those of a language a link leads into (`/en/…` from a Chinese article) here.
 */
async function layoutLoader(locale: Locale): Promise<LayoutData> {
  const [content] = await Promise.all([loadContent(), loadI18n(locale)])
  return { locale, site: await content.source.site() }
}

function localeRoutes(locale: Locale): RouteObject {
  return {
    id: `layout-${locale}`,
    path: localePrefix(locale) || '/',
    // Without params, this loader reruns only on an explicit revalidation (a content edit in dev).
    loader: () => layoutLoader(locale),
    Component: SiteLayout,
    // What shows while the first loaders run on a page that was not prerendered (dev, the 404
    // page): after a moment, that it is loading.
    HydrateFallback: () => <ContentPending locale={locale} />,
    children: [
      {
        id: `pages-${locale}`,
        Component: PageFrame,
        ErrorBoundary: RouteError,
        children: [
          screen('home', locale, { index: true }),
          screen('project', locale, { path: 'project' }),
          {
            path: 'blog',
            children: [
              screen('blog', locale, { index: true }),
              screen('blog-page', locale, { path: 'page/:page' }),
              screen('archive', locale, { path: 'archive' }),
              screen('archive-page', locale, { path: 'archive/page/:page' }),
              screen('series', locale, { path: 'series/:series' }),
              screen('blog-slug', locale, { path: '*' }),
            ],
          },
          screen('tag', locale, { path: 'tags/:tag' }),
          screen('tag-page', locale, { path: 'tags/:tag/page/:page' }),
          screen('space', locale, { path: 'space' }),
          screen('about', locale, { path: 'about' }),
          {
            id: `not-found-${locale}`,
            path: '*',
            // The loader always throws; the page is the error boundary's.
            Component: () => null,
            loader: ({ request, context }) =>
              notFound(
                context.get(renderContext).anyPath
                  ? undefined
                  : decodePath(stripBase(new URL(request.url).pathname)),
                false,
              ),
          },
        ],
      },
    ],
  }
}

export const routes: RouteObject[] = locales.map((l) => localeRoutes(l.code))

/** The paths of the five screens in a locale; articles are added from the content. */
export function screenPaths(locale: Locale): string[] {
  const prefix = localePrefix(locale)
  return ['/', '/project', '/blog', '/space', '/about'].map((p) =>
    p === '/' ? prefix || '/' : prefix + p,
  )
}
