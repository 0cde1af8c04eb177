/**
 * The query builder over the compiled content, loaded only when something queries: in dev, on
 * the 404 shell, for search and in the prerender. A prerendered page reads its payload instead,
 * so this code stays out of the first load (issue 7's budget).
 */
import { contentDir } from '../../shared/artifact'
import { createQueryCollection } from '../../shared/search/query'
import { collectionName } from '../i18n/site-locales'
import { createSource, type ContentSource } from '../../shared/source'
import { devContentTimeoutMs, fetchJson } from '../runtime/network/fetch-json'

export interface Content {
  source: ContentSource
  queryCollection: ReturnType<typeof createQueryCollection>
}

/** Chunks fetched from `_content/`, each once; or the source the prerender hands in. */
export function createContent(override?: ContentSource): Content {
  const source =
    override ??
    createSource((file) =>
      fetchJson(
        `${import.meta.env.BASE_URL}${contentDir}/${file}`,
        // The dev server answers once its first compile is done: a cold start of a large blog
        // compiles every article first, longer than a static host may take to answer.
        import.meta.env.DEV ? devContentTimeoutMs : undefined,
      ),
    )
  return { source, queryCollection: createQueryCollection(source, collectionName) }
}
