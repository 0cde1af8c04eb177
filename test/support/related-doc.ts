import { articleTerms, type RelatedDoc } from '../../src/build/related-articles'

/** A doc as related-articles.ts scores it, its stem from its path and its key from all it says. */
export const relatedDoc = (
  path: string,
  tags: string[],
  title: string,
  text = '',
  date = '2025-01-01',
): RelatedDoc => ({
  path,
  stem: path.replace(/^\/(en\/)?/, ''),
  date,
  tags,
  terms: articleTerms(title, '', text),
  key: JSON.stringify([path, tags, title, text, date]),
})
