import { useEffect, useState } from 'react'
import type { ContentManifest } from '../content/artifact'
import { contentSource, onContentUpdate } from './content-client'

interface Row {
  collection: string
  items: { id: string; title?: string; path?: string }[]
}

async function loadOverview(): Promise<{ manifest: ContentManifest; rows: Row[] }> {
  const manifest = await contentSource.manifest()
  const rows = await Promise.all(
    Object.keys(manifest.collections).map(async (collection) => ({
      collection,
      items: (await contentSource.index(collection)) as Row['items'],
    })),
  )
  return { manifest, rows }
}

/** A plain list of every compiled collection and item: the view of content until the screens exist. */
export function ContentOverview() {
  const [state, setState] = useState<{ rows: Row[]; hash: string } | { error: string }>()
  useEffect(() => {
    const load = () =>
      loadOverview().then(
        ({ manifest, rows }) => setState({ rows, hash: manifest.contentHash }),
        (error: Error) => setState({ error: error.message }),
      )
    void load()
    return onContentUpdate(load)
  }, [])

  if (!state) return <p className="p-8 text-muted">Loading content…</p>
  if ('error' in state)
    return (
      <p role="alert" className="p-8 text-red-600">
        {state.error}
      </p>
    )
  return (
    <main className="mx-auto max-w-4xl p-8 text-default" data-content-hash={state.hash}>
      <h1 className="text-2xl font-bold mb-6">Compiled content</h1>
      {state.rows.map((row) => (
        <section key={row.collection} className="mb-6" data-collection={row.collection}>
          <h2 className="text-lg font-semibold text-primary-500/400">
            {row.collection} <span className="text-muted text-sm">({row.items.length})</span>
          </h2>
          <ul className="list-disc pl-6">
            {row.items.map((item) => (
              <li key={item.id} data-id={item.id}>
                {item.title ?? item.id}{' '}
                {item.path && <code className="text-muted text-sm">{item.path}</code>}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </main>
  )
}
