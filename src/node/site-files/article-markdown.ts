/**
 * An article's markdown source as readers' tools and language models fetch it beside the page
 * (`/blog/x.md`, decision 0041): the body the author wrote, unchanged, under a small front matter
 * of its own (title, description, date, language, canonical URL). The author's front matter is
 * not passed on: it holds the build's business (drafts, series order, image paths).
 */
import { stringify } from 'yaml'

/** What the header says about the article. */
export interface MarkdownArticle {
  title: string
  description: string
  date: string
  updated?: string
  /** `<html lang>` of its locale, `zh-CN`. */
  lang: string
  /** Absolute URL of its page. */
  canonical: string
}

/** The copy of an article whose body (its source without the front matter) is `body`. */
export function articleMarkdown(body: string, article: MarkdownArticle): string {
  const { title, description, date, updated, lang, canonical } = article
  const header = stringify(
    { title, description, date, ...(updated && updated !== date && { updated }), lang, canonical },
    { lineWidth: 0 },
  )
  return `---\n${header}---\n\n${body.trimEnd()}\n`
}
