/**
 * Code from the content itself, for the dev server's warm-up (dev-content-engine.ts). Shiki
 * compiles a grammar's rules the first time its tokenizer reaches them, so highlighting a one-line
 * fence leaves most of a grammar cold, and the author's first save paid for it: 140 of that save's
 * 270 ms at 1,000 articles, in a profile. Highlighting a few real blocks of every language the
 * site uses warms the rules its code reaches.
 */

// A fenced block: its fence, language word, and text up to the same fence closing it.
const fence = /^(`{3,}|~{3,})[ \t]*([\w#+.-]+)[^\n]*\n([\s\S]*?)\n\1[ \t]*$/gm

/** Longest sample kept: a grammar's rules show up within a screenful of code. */
const maxLength = 2000

/**
 * Up to `perLanguage` fenced blocks per language, from `texts` in order, each as a markdown fence
 * of its own (at most `maxLength` characters of code).
 */
export function codeSamples(texts: Iterable<string>, perLanguage = 2): string[] {
  const found = new Map<string, string[]>()
  for (const text of texts) {
    if (!text.includes('```') && !text.includes('~~~')) continue
    for (const [, marks, lang, code] of text.matchAll(fence)) {
      const key = lang!.toLowerCase()
      let list = found.get(key)
      if (!list) found.set(key, (list = []))
      if (list.length < perLanguage)
        list.push(`${marks}${key}\n${code!.slice(0, maxLength)}\n${marks}`)
    }
  }
  return [...found.values()].flat()
}
