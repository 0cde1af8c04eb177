/**
 * The card's layout: navy ground with a soft green glow, a green-to-blue bar down the left edge,
 * eyebrow, title (up to 3 lines), description (up to 2 lines) and a footer with the site's name.
 */
import { cardFontFamily } from './card-font-fs.ts'
import { cardFooter } from './card-footer.ts'
import { el, palette, type CardNode } from './card-node.ts'
import type { CardSpec } from './card-spec.ts'

export const cardWidth = 1200
export const cardHeight = 630

// A rough width in em, to shrink titles that would not fit in three lines at full size.
const emWidth = (text: string) =>
  [...text].reduce((sum, c) => sum + (/[\u2e80-\uffef]/.test(c) ? 1 : 0.55), 0)

function titleSize(title: string): number {
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

// `overflowWrap` keeps a long URL or word inside the card instead of running off its edge.
const title = (text: string, first: boolean) =>
  el(
    'div',
    {
      marginTop: first ? 0 : 28,
      fontSize: titleSize(text),
      fontWeight: 700,
      lineHeight: 1.22,
      letterSpacing: '-0.01em',
      overflowWrap: 'break-word',
      lineClamp: 3,
    },
    text,
  )

const description = (text: string) =>
  el(
    'div',
    {
      marginTop: 24,
      fontSize: 30,
      lineHeight: 1.5,
      color: palette.muted,
      overflowWrap: 'break-word',
      lineClamp: 2,
    },
    text,
  )

// A soft green glow top right and a faint blue one bottom left, instead of a flat fill.
const glow = [
  'radial-gradient(circle at 100% 0%, rgba(22, 163, 74, 0.28), transparent 55%)',
  'radial-gradient(circle at 0% 100%, rgba(37, 99, 235, 0.16), transparent 50%)',
].join(', ')

/** The element tree of one card. */
export function cardTree(spec: CardSpec): CardNode {
  const body = [
    ...(spec.eyebrow ? [eyebrow(spec.eyebrow)] : []),
    title(spec.title, !spec.eyebrow),
    ...(spec.description ? [description(spec.description)] : []),
  ]
  return {
    type: 'div',
    props: {
      lang: spec.lang,
      style: {
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        // satori sizes boxes like CSS (content-box): without this the padding pushes the footer
        // off the bottom.
        boxSizing: 'border-box',
        width: cardWidth,
        height: cardHeight,
        padding: '64px 80px 56px 92px',
        backgroundColor: palette.ground,
        backgroundImage: glow,
        color: palette.text,
        fontFamily: cardFontFamily,
        fontWeight: 400,
      },
      children: [
        el('div', {
          position: 'absolute',
          left: 0,
          top: 0,
          bottom: 0,
          width: 12,
          backgroundImage: `linear-gradient(180deg, ${palette.green}, ${palette.blue})`,
        }),
        el('div', { display: 'flex', flexDirection: 'column' }, body),
        cardFooter(spec),
      ],
    },
  }
}
