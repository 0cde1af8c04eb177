/**
 * The card's own text: eyebrow, title (up to 3 lines) and description (up to 2 lines), on a
 * transparent ground. `card-backdrop.ts` draws what lies beneath, footer included.
 */
import { cardFrame } from './card-frame.ts'
import { el, palette, type CardNode } from './card-node.ts'
import type { CardSpec } from './card-spec.ts'

// A rough width in em, to shrink titles that would not fit in three lines at full size.
const emWidth = (text: string) =>
  [...text].reduce((sum, c) => sum + (/[\u2e80-\uffef]/.test(c) ? 1 : 0.55), 0)

/** The title's size in pixels: smaller for titles too long for three lines at full size. */
export function titleSize(title: string): number {
  const width = emWidth(title)
  return width <= 30 ? 64 : width <= 42 ? 56 : 50
}

function eyebrow(text: string): CardNode {
  return el(
    'div',
    {
      display: 'flex',
      alignItems: 'center',
      color: palette.paleGreen,
      fontSize: 24,
      fontWeight: 700,
      letterSpacing: '0.14em',
      textTransform: 'uppercase',
    },
    [
      el('div', {
        width: 36,
        height: 4,
        borderRadius: 2,
        background: palette.green,
        marginRight: 16,
      }),
      text,
    ],
  )
}

/**
 * How the title and description are set: the element tree below hands it to satori, and
 * card-text-layout-fs.ts lays the same text out without satori.
 */
export const titleStyle = {
  weight: 700,
  lineHeight: 1.22,
  /** In em, as CSS writes it; satori multiplies it by the size. */
  letterSpacing: -0.01,
  lineClamp: 3,
  /** Below the eyebrow; a title with no eyebrow starts at the top. */
  marginTop: 28,
  color: palette.text,
} as const

export const descriptionStyle = {
  size: 30,
  weight: 400,
  lineHeight: 1.5,
  lineClamp: 2,
  marginTop: 24,
  color: palette.muted,
} as const

// `overflowWrap` keeps a long URL or word inside the card instead of running off its edge.
const title = (text: string, first: boolean) =>
  el(
    'div',
    {
      marginTop: first ? 0 : titleStyle.marginTop,
      fontSize: titleSize(text),
      fontWeight: titleStyle.weight,
      lineHeight: titleStyle.lineHeight,
      letterSpacing: `${titleStyle.letterSpacing}em`,
      overflowWrap: 'break-word',
      lineClamp: titleStyle.lineClamp,
    },
    text,
  )

const description = (text: string) =>
  el(
    'div',
    {
      marginTop: descriptionStyle.marginTop,
      fontSize: descriptionStyle.size,
      lineHeight: descriptionStyle.lineHeight,
      color: descriptionStyle.color,
      overflowWrap: 'break-word',
      lineClamp: descriptionStyle.lineClamp,
    },
    text,
  )

/**
 * The element tree of one card's own text, laid over the backdrop (which has the footer). With
 * `eyebrowSpace`, an empty box that many pixels high holds the eyebrow's place: the eyebrow is
 * the same on every card of a section, so it is drawn into the card's ground once instead
 * (draw-card-fs.ts), and only the title and description are laid out per card.
 */
export function cardTree(spec: CardSpec, eyebrowSpace?: number): CardNode {
  const top = (text: string) =>
    eyebrowSpace === undefined ? eyebrow(text) : el('div', { height: eyebrowSpace })
  const body = [
    ...(spec.eyebrow ? [top(spec.eyebrow)] : []),
    title(spec.title, !spec.eyebrow),
    ...(spec.description ? [description(spec.description)] : []),
  ]
  return cardFrame(spec.lang, {}, [el('div', { display: 'flex', flexDirection: 'column' }, body)])
}
