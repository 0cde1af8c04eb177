/**
 * `content/site.yml`: the site's configuration (SPEC §1), one file for every language.
 * Text that differs by language is written as `{ zh: …, en: … }`, one entry per site locale.
 */
import { z } from 'zod'
import type { ImageMeta } from './image-meta.ts'

/** Text in every site language: a missing language is an error, so no page shows a blank. */
const localizedText = (codes: readonly string[]) =>
  z.record(z.enum(codes as [string, ...string[]]), z.string())
type LocalizedText = ReturnType<typeof localizedText>

/**
 * A public-security filing number: the province's one-character name, 公网安备, the 14 digits of
 * the record and 号. The browser gets it with the address of its entry in the registry.
 */
const publicSecurityFiling = z
  .string()
  .trim()
  .refine(
    (number) =>
      /^[京津沪渝冀豫云辽黑湘皖鲁新苏浙赣鄂桂甘晋蒙陕吉闽贵粤青藏川宁琼]公网安备 ?\d{14}号$/.test(
        number,
      ),
    'Write the public-security filing number as it was issued: the province, 公网安备, its 14 digits and 号, like 浙公网安备33010602012345号',
  )
  .transform((number) => ({
    number,
    url: `https://beian.mps.gov.cn/#/query/webSearch?code=${number.replace(/\D/g, '')}`,
  }))

/** A footer or social link (SPEC §1: icon, to, target, aria-label). */
const socialLink = (localized: LocalizedText) =>
  z
    .object({
      /** Icon name, `simple-icons:github`. */
      icon: z.string(),
      /** Where it goes: URL, `mailto:` or `#official-account`. */
      to: z.string(),
      /**
       * `_blank` opens a new tab. Unset, a web address opens in a new tab and anything else
       * (`mailto:`, `tel:`, `#…`) here: a mail link in a new tab leaves an empty one behind.
       */
      target: z.enum(['_blank', '_self']).optional(),
      /** What a screen reader says for the icon-only link. */
      ariaLabel: localized,
    })
    .transform((link) => ({
      ...link,
      target: link.target ?? (/^https?:/i.test(link.to) ? ('_blank' as const) : ('_self' as const)),
    }))

/** The schema of site.yml for a site in these languages (locale codes, the default first). */
export function siteSchema(codes: readonly string[]) {
  const localized = localizedText(codes)
  return z.object({
    /** The language served at `/` without a prefix; every `locales/<code>.json` is a site language. */
    defaultLocale: z.enum(codes),
    /** The site's name, used in titles and the header. */
    title: localized,
    /** Browser title of inner pages, `%s` is the page title: `%s · Lin Zhou`. */
    titleTemplate: localized,
    /** What the site is about, for search engines and feeds. */
    description: localized,
    /** The public address of the site, no trailing slash: `https://linzhou.dev`. */
    baseUrl: z.url(),
    /** Contact address shown on the projects page ({email} of SPEC §1). */
    email: z.email(),
    /** Whether the hero shows the "available for work" pill. */
    available: z.boolean().default(true),
    /** The profile picture: one for light mode, one for dark, and its text alternative. */
    profile: z.object({ light: z.string(), dark: z.string(), alt: localized }),
    /** The messaging official account: the page anchor that opens its QR modal. */
    officialAccount: z.object({
      /** The hash that opens the modal, without `#`. */
      anchor: z.string().default('official-account'),
      /**
       * The account's own name (`舟行记`), shown in the hint under the QR code and in its
       * alternative text; the interface labels say "official account" around it.
       */
      name: localized,
      /** QR code image. */
      qr: z.string(),
    }),
    footer: z.object({
      /** Credits line. */
      credits: localized,
      /** Whether the footer shows its own colour-mode button (off: the header has one). */
      colorMode: z.boolean().default(false),
      /** Icon links on the right of the footer. */
      links: z.array(socialLink(localized)).default([]),
    }),
    /** The site's filing numbers, shown in the footer, each linking to its registry. */
    filing: z
      .object({
        /** The ICP filing number (ICP备案), as issued: `浙ICP备2024031877号-1`. */
        number: z.string(),
        /** The ICP registry it links to: `https://beian.miit.gov.cn/`. */
        url: z.url(),
        /**
         * The public-security filing number (公安备案), as issued: `浙公网安备33010602012345号`.
         * Shown beside the ICP number with its emblem, linking to the number's entry in the
         * registry of the Ministry of Public Security; left out, nothing shows.
         */
        publicSecurity: publicSecurityFiling.optional(),
      })
      .optional(),
    /** What content may embed from other sites; left out, nothing. */
    embeds: z
      .object({
        /**
         * Host names a raw `<iframe src="https://…">` in markdown may load from, such as
         * `www.youtube-nocookie.com`; an iframe from any other host is removed with a message.
         * Empty by default: no iframes.
         */
        iframeHosts: z
          .array(
            z
              .string()
              .regex(/^[a-z0-9.-]+$/i, 'Write a host name only, like www.youtube-nocookie.com.'),
          )
          .default([]),
      })
      .optional(),
    /**
     * Where the site's source is kept. Set, every page written in a file of `content/` links to
     * that file under "Edit this page"; left out, no page has the link.
     */
    repository: z
      .object({
        /** The repository's web address, no trailing slash: `https://github.com/linzhou/linzhou.dev`. */
        url: z.url().transform((url) => url.replace(/\/+$/, '')),
        /** The branch an edit is proposed against. */
        branch: z.string().min(1).default('main'),
        /**
         * The edit address, with `{url}`, `{branch}` and `{path}` (the file from the repository's
         * root, `content/zh/blog/x.md`). The default is GitHub's; GitLab writes
         * `{url}/-/edit/{branch}/{path}`, Gitea and Forgejo `{url}/_edit/{branch}/{path}`, and a site
         * kept in a folder of its repository names it: `{url}/edit/{branch}/site/{path}`.
         */
        editPattern: z
          .string()
          .default('{url}/edit/{branch}/{path}')
          .refine((pattern) => pattern.includes('{path}'), 'Write {path} where the file goes.'),
      })
      // The browser gets the address with only `{path}` left to fill in (src/shared/page/edit-url.ts).
      .transform(({ url, branch, editPattern }) => ({
        url,
        branch,
        edit: editPattern.replaceAll('{url}', url).replaceAll('{branch}', branch),
      }))
      .optional(),
    /**
     * Days after its last update (`updated`, else `date`) when an article shows a quiet notice that
     * it may be out of date, with that date. 0 turns the notice off.
     */
    outdatedAfterDays: z.number().int().min(0).default(730),
    /** How the site's languages keep in step (docs/authoring.md, "Translations"). */
    translations: z
      .object({
        /**
         * `true`: an article written in one language only is still at its address in each other
         * language, shown as written with a notice in the reader's language saying so. Left
         * `false`, the language switch on it goes to the other language's blog.
         */
        fallback: z.boolean().default(false),
        /**
         * Days a translation may be behind its original before `npm run translations -- --check`
         * fails (and with it the deploy that runs it).
         */
        checkAfterDays: z.number().int().min(0).default(30),
      })
      .prefault({}),
    /**
     * Comments under each article, off when left out. One of two services a reader in mainland
     * China can reach: Waline on a server of your own, or Giscus (GitHub Discussions). The
     * widget loads only when the reader scrolls near it; the Content Security Policy allows the
     * chosen service and nothing else (docs/deploy.md, decision 0040).
     */
    comments: z
      .discriminatedUnion('provider', [
        z.object({
          provider: z.literal('waline'),
          /** Address of your Waline server, `https://comments.linzhou.dev`. */
          serverURL: z.url().transform((url) => url.replace(/\/+$/, '')),
          /** Fields a reader must fill in besides the comment; none by default (anonymous). */
          requiredMeta: z.array(z.enum(['nick', 'mail', 'link'])).default([]),
        }),
        z.object({
          provider: z.literal('giscus'),
          /** The GitHub repository holding the discussions, `owner/name`. */
          repo: z
            .string()
            .regex(/^[\w.-]+\/[\w.-]+$/, 'Write owner/name, like linzhou/linzhou.dev.'),
          /** The ids giscus.app gives for the repository and category on its set-up page. */
          repoId: z.string().min(1),
          category: z.string().min(1),
          categoryId: z.string().min(1),
          /** How a page finds its discussion; `pathname` keeps each language's thread apart. */
          mapping: z.enum(['pathname', 'url', 'title', 'og:title']).default('pathname'),
          /** Match the discussion title exactly (giscus `strict`). */
          strict: z.boolean().default(false),
          /** Reactions on the article itself. */
          reactionsEnabled: z.boolean().default(true),
          /** Comment box above or below the comments. */
          inputPosition: z.enum(['top', 'bottom']).default('bottom'),
          /** A giscus server of your own; the public one by default. */
          host: z
            .url()
            .default('https://giscus.app')
            .transform((url) => url.replace(/\/+$/, '')),
        }),
      ])
      .optional(),
    /** Visitor statistics, loaded only on the production host. */
    analytics: z
      .object({
        /** Host name of the production site, `linzhou.dev`. */
        productionHost: z.string(),
        /** Script URL of the statistics service. */
        script: z.url(),
        /** Site id the service expects, if any. */
        websiteId: z.string().optional(),
      })
      .optional(),
  })
}

export type SiteConfig = z.output<ReturnType<typeof siteSchema>> & {
  /** Added by the build: sizes and variants of the images above (src/shared/image-meta.ts). */
  imageMeta?: Record<string, ImageMeta>
}
export type SocialLink = z.output<ReturnType<typeof socialLink>>
export type CommentsConfig = NonNullable<SiteConfig['comments']>
