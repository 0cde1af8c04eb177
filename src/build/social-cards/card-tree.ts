/**
 * The node tree of a card, as takumi draws it: a flat navy ground with a green bar down the left
 * edge, the eyebrow (a short bar and the section's name), the title (up to three lines), the
 * description (up to two) and the footer. The ground is flat on purpose: glows (radial gradients,
 * or a rendered ground drawn as a background image) cost takumi more than everything else on the
 * card, ≈15 against ≈7 ms of CPU a card (`npm run bench:cards`, decision 0030).
 */
import { container, text, type Node } from '@takumi-rs/helpers'
import { cardFontFamily } from './card-font-fs.ts'
import { cardFooter } from './card-footer.ts'
import { palette } from './card-palette.ts'
import { cardHeight, cardWidth } from './card-size.ts'
import type { CardSpec } from './card-spec.ts'

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

/** The card for one spec, 1200×630. */
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
      padding: '64px 80px 56px',
      backgroundColor: palette.ground,
      borderLeft: `12px solid ${palette.green}`,
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
