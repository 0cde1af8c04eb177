/**
 * The search tokenizer's output kept between builds, per locale. After one article changed, the
 * build makes that locale's index again from every section, every one but a few tokenized the
 * build before. (While the tokenizer ran `Intl.Segmenter`, tokenizing was ≈1 s of the ≈1.5 s the
 * Chinese index took at 1,000 articles; with character pairs alone the whole index takes ≈0.5 s
 * and the kept tokens save 0.05–0.1 s of it.) The index is made from the same tokens either
 * way, so its text is the same (search-tokens-fs.test.ts).
 *
 * One file per locale holds the tokens of each text the last build indexed, by a hash of the
 * text; texts no longer indexed are dropped when it is written again. A file that is missing or
 * unreadable only means tokenizing again.
 */
import { createHash } from 'node:crypto'
import { mkdir, readFile, readdir, rename, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Locale } from '../content/locales.ts'
import { searchIndexFormat } from '../content/search-options.ts'
import { tokenize } from '../content/search-tokenizer.ts'
import { searchIndexText } from './search-index-text.ts'

/**
 * The folder of the locales' token files (`tokensFile`), named by what tokens depend on besides
 * the text: the index format (which covers the tokenizer) and the ICU and Unicode data behind
 * its case folding, NFKC and script classes. Other folders are deleted: their tokens are never
 * read again.
 */
export async function searchTokensFolder(root: string): Promise<string> {
  const base = join(root, 'node_modules', '.cache', 'search-tokens')
  const { icu, unicode } = process.versions
  const env = createHash('sha256')
    .update(`format@${searchIndexFormat}\nicu@${icu}\nunicode@${unicode}`)
    .digest('hex')
    .slice(0, 16)
  await mkdir(join(base, env), { recursive: true })
  const others = (await readdir(base)).filter((name) => name !== env)
  await Promise.all(others.map((name) => rm(join(base, name), { recursive: true, force: true })))
  return join(base, env)
}

/** A locale's token file in that folder. */
export const tokensFile = (folder: string, locale: Locale) => join(folder, `${locale}.json`)

const textKey = (text: string) => createHash('sha1').update(text).digest('base64')

/** Tokens are letters and digits only (search-tokenizer.ts): a space can join them. */
async function readTokens(file: string): Promise<Map<string, string>> {
  try {
    return new Map(Object.entries(JSON.parse(await readFile(file, 'utf8')) as object))
  } catch {
    return new Map()
  }
}

/** The search index's text for these sections, tokenizing only the texts `file` lacks. */
export async function searchIndexTextWithTokens(
  sectionsJson: string,
  file: string,
): Promise<string> {
  const kept = await readTokens(file)
  const used = new Map<string, string>()
  const tokenizeText = (text: string): string[] => {
    const key = textKey(text)
    let joined = used.get(key) ?? kept.get(key)
    if (joined === undefined) joined = tokenize(text).join(' ')
    used.set(key, joined)
    return joined === '' ? [] : joined.split(' ')
  }
  const index = searchIndexText(sectionsJson, tokenizeText)
  // Written aside and renamed: a build killed mid-write leaves the last whole file, or none.
  const temp = `${file}.${process.pid}.tmp`
  await writeFile(temp, JSON.stringify(Object.fromEntries(used)))
    .then(() => rename(temp, file))
    .catch(() => rm(temp, { force: true }))
  return index
}
