/**
 * `applyImageMeta` for a body still held as JSON text (a body read from the compile cache,
 * lazy-body.ts): each `<img>`'s properties get the same additions, spliced into the text, so the
 * body is neither parsed nor written out again. At 1,000 articles per language a build with
 * nothing changed spent ≈0.35 s parsing two thousand bodies and writing them out again for a
 * few images each. The text is the same as `JSON.stringify` of the body `applyImageMeta` gives
 * (apply-image-meta-text.test.ts holds it so).
 */
import type { ImageMeta } from '../../content/image-meta.ts'
import { bodyImageProperties } from './apply-image-meta.ts'

/** How compact hast (hast-compact.ts) writes an image element, up to its properties' `{`. */
const imageStart = '"tagName":"img","properties":{'

/** The index of the `}` closing the object whose `{` is just before `from`, or -1. */
function objectEnd(json: string, from: number): number {
  let depth = 1
  for (let i = from; i < json.length; i++) {
    const c = json[i]
    if (c === '"') {
      // Skip the string: a backslash escapes the next character.
      for (i++; i < json.length && json[i] !== '"'; i++) if (json[i] === '\\') i++
    } else if (c === '{' || c === '[') depth++
    else if (c === '}' || c === ']') {
      if (--depth === 0) return i
    }
  }
  return -1
}

/**
 * The body's JSON with its images' metadata in it, or undefined when an image already has one
 * of the properties to add (assigning it keeps its place: only the tree can say where).
 */
export function applyImageMetaText(
  json: string,
  images: Map<string, ImageMeta>,
): string | undefined {
  let out = ''
  let copied = 0
  for (let at = json.indexOf(imageStart); at >= 0; at = json.indexOf(imageStart, at + 1)) {
    const open = at + imageStart.length
    const close = objectEnd(json, open)
    if (close < 0) return undefined
    const properties = JSON.parse(json.slice(open - 1, close + 1)) as Record<string, unknown>
    const meta = images.get(String(properties.src))
    if (!meta) continue
    const added = bodyImageProperties(meta)
    if (Object.keys(added).some((key) => key in properties)) return undefined
    out +=
      json.slice(copied, close) + (close > open ? ',' : '') + JSON.stringify(added).slice(1, -1)
    copied = close
  }
  return copied === 0 ? json : out + json.slice(copied)
}
