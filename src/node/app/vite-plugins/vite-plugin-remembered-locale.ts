/**
 * SPEC §4, §9: a reader who chose another language (the `i18n_redirected` cookie) and opens the
 * default language's home page goes to the home page of theirs, query and hash kept, before
 * anything of the default's paints. An inline script in the template's head does it: it reads
 * the cookie, stops the parser (nothing more of the page is parsed, fetched or painted) and
 * replaces the address. It acts only at the home page and only for another site locale, so a
 * crawler, which brings no cookie, gets the default's home.
 *
 * Why not the app: it starts after the first paint (vite-plugin-scripts-after-paint.ts), so the
 * Chinese home showed for ≈0.6 s first, and its move lost the query and the hash. Placed after
 * the colour-mode script, so the moment between the two pages is blank in the reader's mode, and
 * before the stylesheet, which it would otherwise wait for. The Content Security Policy allows it
 * by the hash of its text, like every inline script (site-files/content-security-policy.ts).
 */
import type { Plugin } from 'vite'
import { localeCookieName } from '../../../shared/i18n/locale-cookie.ts'
import { readSiteLocalesFs } from '../../config/site-locales-fs.ts'

export interface RememberedLocaleOptions {
  /** The default locale's home page: the base path, `/` or `/portfolio/`. */
  home: string
  /** Each other locale's home page by code: `{ en: '/en' }`. */
  homes: Readonly<Record<string, string>>
}

/** JSON that can sit inside a `<script>` element. */
const inScript = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c')

/** The inline script's text; its comments stay here, not in every page. */
export function rememberedLocaleScript({ home, homes }: RememberedLocaleOptions): string {
  const cookie = new RegExp(`(?:^|;\\s*)${localeCookieName}=([^;]*)`)
  return `
      // The language the reader chose (src/node/app/vite-plugins/vite-plugin-remembered-locale.ts).
      ;(function (home, homes) {
        if (location.pathname !== home && location.pathname + '/' !== home) return
        var chosen = ${cookie}.exec(document.cookie)
        if (!chosen || !Object.prototype.hasOwnProperty.call(homes, chosen[1])) return
        stop()
        location.replace(homes[chosen[1]] + location.search + location.hash)
      })(${inScript(home)}, ${inScript(homes)})
    `
}

/** The options of the site in `root`, built for `base`. */
export function rememberedLocaleOptions(root: string, base: string): RememberedLocaleOptions {
  const [, ...others] = readSiteLocalesFs(root)
  const prefix = base.replace(/\/$/, '')
  return {
    home: base,
    homes: Object.fromEntries(others.map((l) => [l.code, `${prefix}/${l.code}`])),
  }
}

export function rememberedLocalePlugin(): Plugin {
  let script = ''
  return {
    name: 'remembered-locale',
    configResolved(config) {
      script = rememberedLocaleScript(rememberedLocaleOptions(config.root, config.base))
    },
    // Before Vite adds the stylesheet to the head: the script must not wait for it.
    transformIndexHtml: {
      order: 'pre',
      handler: (html) => ({
        html,
        tags: [{ tag: 'script', children: script, injectTo: 'head' }],
      }),
    },
  }
}
