export interface PhrasedTitleProps {
  title: string
  /** The title cut into phrases by the build (Chinese pages, decision 0042); joined, the title. */
  phrases?: string[]
}

/**
 * A page title that breaks at its spaces first, and inside a part only where that part is wider
 * than the line: each space-separated part is an inline block (`.title-part`, main.css), with a
 * <wbr> between its phrases. So `林舟 · 前端工程师与设计师` keeps 前端工程师 whole on a phone
 * instead of breaking at the phrase the model found inside it, and `Front-end` keeps its hyphen.
 */
export function PhrasedTitle({ title, phrases }: PhrasedTitleProps) {
  // Phrase boundaries marked by NUL, which no title holds; the build never puts one beside a space.
  let marked = phrases?.join('') === title ? phrases.join('\0') : title
  // In Chinese, the spaces around a number hold (第 112 期), so a line never starts with 期 or
  // leaves 第 at the end of one. Other spaces stay breaks: the build finds no phrase break beside one.
  if (phrases) marked = marked.replace(/(?<=\d) (?=\p{sc=Han})|(?<=\p{sc=Han}) (?=\d)/gu, '\u00a0')
  return marked.split(/([^\S\u00a0]+)/).map((part, i) =>
    i % 2 ? (
      part
    ) : part ? (
      <span key={i} className="title-part">
        {part.split('\0').flatMap((piece, j) => (j ? [<wbr key={j} />, piece] : piece))}
      </span>
    ) : null,
  )
}
