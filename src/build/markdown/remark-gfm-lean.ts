/**
 * GFM without literal autolinks (`www.example.com`, `https://…`, `me@example.com` as bare text),
 * for the files that cannot contain one (`mayHaveLiteralAutolinks`).
 *
 * Why: micromark's literal-autolink extension tries an email address at every ASCII letter and
 * digit of the text, and its mdast transform searches every text node again. On English prose
 * that is ≈0.4 ms of a 3 KB article's ≈2 ms parse (`bench/tmp`-style timing, 2,000 generated
 * articles), the largest single part of GFM. A file whose source has none of the characters an
 * autolink needs gets the same tree without it: the pipeline test compares both on every sample
 * and generated article.
 */
import { gfmFootnoteFromMarkdown } from 'mdast-util-gfm-footnote'
import { gfmStrikethroughFromMarkdown } from 'mdast-util-gfm-strikethrough'
import { gfmTableFromMarkdown } from 'mdast-util-gfm-table'
import { gfmTaskListItemFromMarkdown } from 'mdast-util-gfm-task-list-item'
import { gfmFootnote } from 'micromark-extension-gfm-footnote'
import { gfmStrikethrough } from 'micromark-extension-gfm-strikethrough'
import { gfmTable } from 'micromark-extension-gfm-table'
import { gfmTaskListItem } from 'micromark-extension-gfm-task-list-item'
import type { Processor } from 'unified'

/** remark-gfm's syntax and trees, literal autolinks left out. */
export function remarkGfmLean(this: Processor): undefined {
  const data = this.data()
  ;(data.micromarkExtensions ??= []).push(
    gfmFootnote(),
    gfmStrikethrough(),
    gfmTable(),
    gfmTaskListItem(),
  )
  ;(data.fromMarkdownExtensions ??= []).push(
    gfmFootnoteFromMarkdown(),
    gfmStrikethroughFromMarkdown(),
    gfmTableFromMarkdown(),
    gfmTaskListItemFromMarkdown(),
  )
}

/**
 * A character reference (`&#64;`, `&commat;`) can stand for any character, so a file with one
 * always gets the whole of GFM. Without the closing `;` it is not a reference (`&str`).
 */
const characterReference = /&(?:#\d{1,7}|#x[\da-f]{1,6}|[a-z][a-z\d]{1,31});/i

/** A backslash before ASCII punctuation (`www\.`): the text node holds the character alone. */
const punctuationEscape = /\\(?=[!-/:-@[-`{-~])/g

/**
 * What every literal autolink has in its text, in micromark's syntax and in the transform of
 * mdast-util-gfm-autolink-literal alike: `www.`, `http://` or `https://` in any case, or an `@`
 * between an address character and a domain character (`mailto:` and `xmpp:` links have one too).
 */
const autolinkNeed = /www\.|https?:\/\/|[-.+\w]@[-\w]/i

/**
 * False only when `text` (a whole markdown file) cannot hold a literal autolink: then
 * `remarkGfmLean` parses it to the same tree as remark-gfm. True whenever in doubt.
 */
export function mayHaveLiteralAutolinks(text: string): boolean {
  if (characterReference.test(text)) return true
  const plain = text.includes('\\') ? text.replace(punctuationEscape, '') : text
  return autolinkNeed.test(plain)
}
