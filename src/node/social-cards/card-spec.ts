/** What one social card (Open Graph image) shows, and where it is written. */

/** The Open Graph image size: 1200×630 is what Facebook, LinkedIn and X show uncropped. */
export const cardWidth = 1200
export const cardHeight = 630

export interface CardSpec {
  /**
   * Output file, relative to the output folder, forward slashes: `og/blog/why-static-sites.png`,
   * `og/en/about.png`.
   */
  file: string
  /** Big title text (may be Chinese, English or mixed: `React 组件`). */
  title: string
  /** One or two lines under the title; truncated with an ellipsis if long. */
  description: string
  /** Small label above the title, e.g. `博客` / `Blog`, or the site section. */
  eyebrow?: string
  /** Site name shown in the footer of the card, e.g. `林舟` / `Lin Zhou`. */
  siteName: string
  /** Site host shown beside the name, e.g. `linzhou.dev`. */
  host: string
  /** `<html lang>` of the card's text: `zh-CN` or `en`, for line breaking. */
  lang: string
}
