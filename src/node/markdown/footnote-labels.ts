/**
 * Words remark-rehype writes into the page itself (footnotes); they come from the locale's
 * `markdown.footnotes*` keys, so a new language brings its own. Apart from the pipeline because
 * every compile keys its cache by them, and a build that compiles nothing need not load unified.
 */
export interface FootnoteLabels {
  footnoteLabel: string
  footnoteBackLabel: string
}

/** The footnote labels of a locale's messages (remark-rehype's English where a key is absent). */
export function footnoteLabelsOf(messages: Record<string, string> | undefined): FootnoteLabels {
  return {
    footnoteLabel: messages?.['markdown.footnotes'] ?? 'Footnotes',
    footnoteBackLabel: messages?.['markdown.footnotes_back'] ?? 'Back to content',
  }
}
