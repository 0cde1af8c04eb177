/**
 * Reads the SVG satori writes with `embedFont: false`: its layout (every line broken, clamped and
 * positioned) with each word or CJK character left as a `<text>` run instead of outlines. A card
 * then draws each run from a mask kept for the process (glyph-masks-fs.ts), since across a
 * thousand cards the same characters and words come back again and again.
 *
 * Only what satori writes for the card's own text is understood. Anything else (an image, a
 * transform, a clip on a run) makes `textRuns` return undefined, and the card is drawn the
 * slower, general way, so a change to the card's design can never draw it wrong.
 */

/** One `<text>` element: a word or character at its baseline, in one font size, weight, colour. */
export interface TextRun {
  text: string
  /** Left edge and baseline, in card pixels. */
  x: number
  y: number
  /** Advance width satori laid out, in pixels. */
  width: number
  size: number
  weight: number
  letterSpacing: number
  /** `#rrggbb`. */
  fill: string
}

/** What the card draws: text runs, and other shapes (the eyebrow's bar) as SVG elements. */
export interface CardLayout {
  runs: TextRun[]
  /** Each a self-contained SVG element (`<path …/>`) that does not depend on a mask. */
  shapes: string[]
}

const entities: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&#x27;': "'",
}
const unescape = (text: string) =>
  text.replace(/&(?:amp|lt|gt|quot|#39|#x27);/g, (e) => entities[e]!)

const runAttributes = new Set([
  'x',
  'y',
  'width',
  'height',
  'font-weight',
  'font-style',
  'font-size',
  'font-family',
  'letter-spacing',
  'fill',
])
const shapeAttributes = new Set(['x', 'y', 'width', 'height', 'fill', 'd'])

function attributes(tag: string): Map<string, string> | undefined {
  const found = new Map<string, string>()
  const rest = tag.replace(/\s([a-z-]+)="([^"]*)"/g, (_, name: string, value: string) => {
    found.set(name, value)
    return ''
  })
  // Anything besides name="value" pairs is something this reader does not know.
  return /^<[a-z]+\s*\/?>$/.test(rest) ? found : undefined
}

const number = (value: string | undefined, fallback?: number) => {
  const n = value === undefined ? fallback : Number(value)
  return n !== undefined && Number.isFinite(n) ? n : undefined
}

function run(tag: string, text: string): TextRun | undefined {
  const attrs = attributes(tag)
  if (!attrs || [...attrs.keys()].some((name) => !runAttributes.has(name))) return undefined
  if ((attrs.get('font-style') ?? 'normal') !== 'normal') return undefined
  const fill = attrs.get('fill') ?? ''
  const [x, y, width, size, weight, letterSpacing] = [
    number(attrs.get('x')),
    number(attrs.get('y')),
    number(attrs.get('width')),
    number(attrs.get('font-size')),
    number(attrs.get('font-weight'), 400),
    number(attrs.get('letter-spacing'), 0),
  ]
  if (!/^#[0-9a-f]{6}$/i.test(fill)) return undefined
  if ([x, y, width, size, weight, letterSpacing].some((n) => n === undefined)) return undefined
  return {
    text: unescape(text),
    x: x!,
    y: y!,
    width: width!,
    size: size!,
    weight: weight!,
    letterSpacing: letterSpacing!,
    fill,
  }
}

/**
 * The runs and shapes of a satori SVG written without embedded fonts, or undefined when it holds
 * anything this fast path does not draw exactly.
 */
export function textRuns(svg: string): CardLayout | undefined {
  const inner = /^<svg [^>]*>([^]*)<\/svg>$/.exec(svg)?.[1]
  if (inner === undefined) return undefined
  // Satori's masks clip each box to itself; runs are laid out inside their boxes, so the masks
  // change nothing as long as no element refers to one (checked below).
  const body = inner.replace(/<mask id="[^"]*">(?:<rect [^>]*\/>)*<\/mask>/g, '')
  const runs: TextRun[] = []
  const shapes: string[] = []
  const rest = body.replace(
    /(<text [^>]*>)([^<]*)<\/text>|(<path [^>]*\/>)/g,
    (whole, open?: string, text?: string, path?: string) => {
      if (open !== undefined) {
        const found = run(open, text ?? '')
        if (!found) return whole
        if (found.text.trim()) runs.push(found)
        return ''
      }
      const attrs = attributes(path!)
      if (!attrs || [...attrs.keys()].some((name) => !shapeAttributes.has(name))) return whole
      shapes.push(path!)
      return ''
    },
  )
  return rest === '' ? { runs, shapes } : undefined
}
