/**
 * The node trees of a card, as takumi draws them. The ground (navy, a soft glow, a green-to-blue
 * bar down the left edge) is the same on every card, so it is its own tree, rendered once
 * (draw-card-fs.ts): its two radial gradients cost more to rasterise than all the rest of a card
 * (≈10 of 14 ms, 2026-11-26). Each card lays over it the eyebrow (a short bar and the section's
 * name), the title (up to three lines), the description (up to two) and the footer.
 */
import { container, text, type Node } from '@takumi-rs/helpers'
import { cardFontFamily } from './card-font-fs.ts'
import { cardFooter } from './card-footer.ts'
import { palette } from './card-palette.ts'
import { cardHeight, cardWidth } from './card-size.ts'
import type { CardSpec } from './card-spec.ts'

// A soft green glow top right and a faint blue one bottom left, instead of a flat fill.
const glow = [
  'radial-gradient(circle at 100% 0%, rgba(22, 163, 74, 0.28), transparent 55%)',
  'radial-gradient(circle at 0% 100%, rgba(37, 99, 235, 0.16), transparent 50%)',
].join(', ')

// A rough width in em, to shrink titles that would not fit in three lines at full size.
const emWidth = (title: string) =>
  [...title].reduce((sum, c) => sum + (/[\u2e80-\uffef]/.test(c) ? 1 : 0.55), 0)

/** The title's size in pixels: smaller for titles too long for three lines at full size. */
export function titleSize(title: string): number {
  const width = emWidth(title)
  return width <= 30 ? 64 : width <= 42 ? 56 : 50
}

function eyebrow(label: string): Node {
  return container({
    style: {
      display: 'flex',
      alignItems: 'center',
      marginBottom: 28,
      color: palette.paleGreen,
      fontSize: 24,
      fontWeight: 700,
      letterSpacing: '0.14em',
      textTransform: 'uppercase',
    },
    children: [
      container({
        style: {
          width: 36,
          height: 4,
          borderRadius: 2,
          marginRight: 16,
          backgroundColor: palette.green,
        },
      }),
      text(label),
    ],
  })
}

// `overflowWrap` keeps a long URL or word inside the card instead of running off its edge.
// `lineClamp` ends the last line it keeps with `…`, as CSS `line-clamp` does; lines break between
// Chinese characters and between English words, as in a browser.
const clamped = (lines: number) => ({ overflowWrap: 'break-word', lineClamp: lines }) as const

/** The image `src` a card's ground is drawn from (the render of `cardGround`). */
export const groundImage = 'card-ground'

/** What lies under every card's text: navy, two soft glows, the bar down the left edge. */
export function cardGround(): Node {
  return container({
    style: {
      // Flex, as everywhere on the card: takumi leaves an empty box in a block out.
      display: 'flex',
      width: cardWidth,
      height: cardHeight,
      backgroundColor: palette.ground,
      backgroundImage: glow,
    },
    children: [
      container({
        style: {
          width: 12,
          height: cardHeight,
          backgroundImage: `linear-gradient(180deg, ${palette.green}, ${palette.blue})`,
        },
      }),
    ],
  })
}

/** The card for one spec, 1200×630, over the ground. */
export function cardTree(spec: CardSpec): Node {
  const title = text(spec.title, {
    fontSize: titleSize(spec.title),
    fontWeight: 700,
    lineHeight: 1.22,
    letterSpacing: '-0.01em',
    ...clamped(3),
  })
  const description = text(spec.description, {
    marginTop: 24,
    fontSize: 30,
    lineHeight: 1.5,
    color: palette.muted,
    ...clamped(2),
  })
  return container({
    lang: spec.lang,
    style: {
      display: 'flex',
      flexDirection: 'column',
      width: cardWidth,
      height: cardHeight,
      padding: '64px 80px 56px 92px',
      backgroundImage: `url(${groundImage})`,
      color: palette.text,
      fontFamily: cardFontFamily,
      fontWeight: 400,
    },
    children: [
      ...(spec.eyebrow ? [eyebrow(spec.eyebrow)] : []),
      title,
      ...(spec.description ? [description] : []),
      cardFooter(spec),
    ],
  })
}
