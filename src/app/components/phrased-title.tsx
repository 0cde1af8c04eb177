import { Fragment } from 'react'

/**
 * A page title as its `<h1>` shows it: on Chinese pages, the phrases the build found with a
 * `<wbr>` between (decision 0042), so the line breaks between phrases and copying adds nothing.
 */
export function PhrasedTitle({ title, phrases }: { title: string; phrases?: string[] }) {
  if (!phrases) return title
  return phrases.map((phrase, i) => (
    <Fragment key={i}>
      {i > 0 && <wbr />}
      {phrase}
    </Fragment>
  ))
}
