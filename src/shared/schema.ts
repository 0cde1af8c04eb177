/**
 * The content model (SPEC §3), declared once. The build validates every file against these
 * schemas; the browser only ever sees the inferred types (`import type`), so zod stays out of
 * the client bundle.
 *
 * Each collection splits into what authors write (`*Authored`) and what the compiler adds to
 * every item (`PageFields` / `DataFields` in compiled-fields.ts: id, path, stem, extension, meta,
 * body…).
 */
import { z } from 'zod'
import { eventCategories } from './event-categories.ts'
import type { ArticleAdded, Body, DataFields, PageFields } from './compiled-fields.ts'

export type * from './compiled-fields.ts'

/** A calendar date written as YYYY-MM-DD, kept as that string so it is stable across time zones. */
export const dateString = z.iso.date()

/** A path under `public/` (`/images/x.webp`) or an absolute http(s) URL. */
export const imageSrc = z.string().min(1)

/** An image with its alternative text, which screen readers read aloud. */
export const image = z.object({
  /** Where the image is: `/images/…` (a file in `public/`) or an absolute URL. */
  src: imageSrc,
  /** What the image shows, for people who cannot see it. */
  alt: z.string().default(''),
})

/** A button-like link in a hero or a card. */
export const link = z.object({
  /** The visible text. */
  label: z.string(),
  /** Where it goes: an internal path (`/about`), `mailto:`, `#anchor` or an absolute URL. */
  to: z.string(),
  /** An icon name from the bundled sets, `lucide:mail` or `simple-icons:github`. */
  icon: z.string().optional(),
  /** Theme colour of the button. */
  color: z.enum(['primary', 'secondary', 'neutral']).default('primary'),
  /** Button style. */
  variant: z.enum(['solid', 'outline', 'soft', 'ghost', 'link']).default('solid'),
  /** `_blank` opens a new tab. */
  target: z.enum(['_blank', '_self']).optional(),
})

/** `navigation: false` hides an item from the navigation tree; an object renames it there. */
export const navigation = z
  .union([z.boolean(), z.object({ title: z.string().optional(), icon: z.string().optional() })])
  .default(true)

/** Search-engine title and description, when they should differ from the page's own. */
export const seo = z
  .object({
    /** Title for the browser tab and search results. */
    title: z.string().optional(),
    /** Description for search results. */
    description: z.string().optional(),
  })
  .default({})

/**
 * Fields of any file that has translations, for the translation step (src/node/translations/,
 * docs/authoring.md "Translations").
 */
const translationAuthored = {
  /**
   * `true` on the file the others translate, when that is not the default language's: an article
   * first written in English on a Chinese site.
   */
  original: z.boolean().optional(),
  /**
   * On a translation: the original's commit it is up to date with, its hash (7 to 40 characters).
   * The original's changes up to that commit need no translation. Left out, the translation is up
   * to date with every change its original had when the translation last changed.
   */
  sourceCommit: z
    .string()
    .regex(
      /^[0-9a-f]{7,40}$/,
      'Write the commit as its hash, 7 to 40 of the characters 0-9 and a-f',
    )
    .optional(),
}

/** Fields every page (markdown or YAML) may set in its front matter. */
const pageAuthored = {
  ...translationAuthored,
  /** The page title: the `<h1>` and the browser tab. */
  title: z.string().min(1),
  /** One or two sentences that sum the page up. */
  description: z.string().min(1),
  /** Whether and how the page appears in the navigation tree. */
  navigation,
  /** Overrides for search engines. */
  seo,
}

/** Who wrote an article. */
export const author = z.object({
  /** The author's name as shown under the title. */
  name: z.string(),
  /** A small round portrait. */
  avatar: image.optional(),
  /** Where the name links to, such as `/about`. */
  to: z.string().optional(),
})

/** One stop in the home page's experience timeline. */
const experienceItem = z.object({
  /** Period, free text: `2021 — 至今`. */
  date: z.string(),
  /** Job title. */
  position: z.string(),
  /** The employer. */
  company: z.object({
    name: z.string(),
    url: z.string().optional(),
    /** An icon name used as the logo. */
    logo: z.string().optional(),
    /** Brand colour behind the logo, CSS colour. */
    color: z.string().optional(),
  }),
})

/** A quote from someone who worked with the site owner. */
const testimonial = z.object({
  quote: z.string(),
  author: z.object({
    name: z.string(),
    description: z.string().optional(),
    avatar: image.optional(),
  }),
})

/** A block heading on the home page. */
const section = z.object({ title: z.string(), description: z.string().optional() })

export { eventCategories }

/** One appearance on the space page. */
export const event = z.object({
  /** conference, talk, podcast or live (stream). */
  category: z.enum(eventCategories),
  title: z.string(),
  /** When it took place, YYYY-MM-DD. */
  date: dateString,
  /** City and venue, free text. */
  location: z.string().optional(),
  /** Recording or page to watch / listen. */
  url: z.string().optional(),
})

/** Authored fields of each collection, keyed by the collection's base name. */
export const authored = {
  /** The home page, `content/<lang>/index.yml`. */
  index: z.object({
    ...pageAuthored,
    hero: z.object({ links: z.array(link).default([]), images: z.array(image).default([]) }),
    about: section,
    experience: section.extend({ items: z.array(experienceItem) }),
    testimonials: z.array(testimonial).default([]),
    blog: section,
    faq: section.extend({
      categories: z.array(
        z.object({
          title: z.string(),
          questions: z.array(z.object({ label: z.string(), content: z.string() })),
        }),
      ),
    }),
  }),
  /** The projects page, `content/<lang>/project.yml`. */
  project: z.object({ ...pageAuthored, links: z.array(link).default([]) }),
  /** One project card, `content/<lang>/projects/<slug>.yml`. */
  projects: z.object({
    ...translationAuthored,
    title: z.string().min(1),
    description: z.string().min(1),
    /** When the project shipped, YYYY-MM-DD; the card shows the year. */
    date: dateString,
    /** Cover image. */
    image: imageSrc,
    /** Where the card links out to. */
    url: z.string(),
    /** Short labels shown on the card. */
    tags: z.array(z.string()).default([]),
  }),
  /** The blog list page, `content/<lang>/blog.yml`. */
  blog: z.object({ ...pageAuthored, links: z.array(link).default([]) }),
  /** One article, `content/<lang>/blog/**\/<slug>.md`. */
  blogs: z.object({
    ...pageAuthored,
    /** Publication date, YYYY-MM-DD; lists sort newest first. */
    date: dateString,
    /**
     * The last revision readers should know of, YYYY-MM-DD. Left out, the date of the file's
     * newest commit. Written, it stays: a typo fixed or a file moved does not make an old article
     * look new (it decides the "may be out of date" notice, site.yml `outdatedAfterDays`).
     */
    updated: dateString.optional(),
    /** Cover image. */
    image: imageSrc.optional(),
    /** Minutes to read; computed from the body when left out. */
    minRead: z.number().positive().optional(),
    author: author.optional(),
    /** Topic labels; each has a page listing its articles. */
    tags: z.array(z.string()).default([]),
    /** `true` keeps the article to `npm run dev`: the build, feeds, sitemap and search leave it out. */
    draft: z.boolean().default(false),
    /**
     * The series the article belongs to. Articles with the same `name` (in one language) form a
     * series: each shows its place and links to the others, and the series has a page
     * (`/blog/series/<name as a tag's slug>`). Translations name it in their own language.
     */
    series: z
      .object({
        /** The series' name as readers see it: `网页上的中文`. */
        name: z.string().trim().min(1),
        /** Place in the series, 1 first; articles without one follow, oldest first. */
        order: z.number().int().positive().optional(),
      })
      .optional(),
  }),
  /** The events and talks page, `content/<lang>/space.yml`. */
  space: z.object({
    ...pageAuthored,
    links: z.array(link).default([]),
    events: z.array(event).default([]),
  }),
  /** The about page, `content/<lang>/about.md`. */
  about: z.object({
    ...pageAuthored,
    /** Structured extras for the page, free-form. */
    content: z.unknown().optional(),
    /** The row of photos under the text. */
    images: z.array(image).default([]),
  }),
  /** Free-form data, `content/<lang>/info/*.yml`. */
  info: z.object({}).passthrough(),
} as const

export type CollectionBase = keyof typeof authored

/** Whether a collection holds pages (routable, with a body) or plain data. */
export const collectionKind = {
  index: 'page',
  project: 'page',
  projects: 'data',
  blog: 'page',
  blogs: 'page',
  space: 'page',
  about: 'page',
  info: 'data',
} as const satisfies Record<CollectionBase, 'page' | 'data'>

/** A folder's `.navigation.yml`. */
export const folderNavigation = z.object({
  /** The folder's title in the navigation tree. */
  title: z.string().optional(),
  /** `false` hides the folder and everything in it. */
  navigation: z.boolean().default(true),
})

type Authored<C extends CollectionBase> = z.output<(typeof authored)[C]>
type Shaped<C extends CollectionBase> = (typeof collectionKind)[C] extends 'page'
  ? Authored<C> & PageFields & { body?: Body }
  : Authored<C> & DataFields

export type HomePage = Shaped<'index'>
export type ProjectPage = Shaped<'project'>
export type Project = Shaped<'projects'>
export type BlogPage = Shaped<'blog'>
export type Article = Shaped<'blogs'> & ArticleAdded

export type SpacePage = Shaped<'space'>
export type AboutPage = Shaped<'about'>
export type Info = Shaped<'info'>
export type Event = z.output<typeof event>
export type Link = z.output<typeof link>
export type Image = z.output<typeof image>

/** Item type of each collection base name. */
export interface CollectionItems {
  index: HomePage
  project: ProjectPage
  projects: Project
  blog: BlogPage
  blogs: Article
  space: SpacePage
  about: AboutPage
  info: Info
}
