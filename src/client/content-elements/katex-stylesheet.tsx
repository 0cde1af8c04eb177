import href from 'katex/dist/katex.min.css?url'

/**
 * KaTeX's stylesheet (its fonts come with it), only on pages with a formula. React hoists it
 * into the head and, on a client navigation, shows the page once it has loaded.
 */
export function KatexStylesheet() {
  return <link rel="stylesheet" href={href} precedence="katex" />
}
