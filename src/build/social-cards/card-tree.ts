/**
 * The node tree of a card, as takumi draws it: a flat navy ground with a green bar down the left
 * edge, the eyebrow (a short bar and the section's name), the title (up to three lines), the
 * description (up to two) and the footer. The ground is flat on purpose: glows (radial gradients,
 * or a rendered ground drawn as a background image) cost takumi more than everything else on the
 * card, ≈15 against ≈7 ms of CPU a card (`npm run bench:cards`, decision 0030).
 */
import { container, text, type Node } from '@takumi-rs/helpers'
import { cardFontFamily } from './card-font-fs.ts'
import { cardHeight, cardWidth, type CardSpec } from './card-spec.ts'

/** The site's colours on a card: slate ground, green primary. */
const palette = {
  ground: '#0f172a',
  green: '#16a34a',
  darkGreen: '#15803d',
  // green-400: green-600 is too dim for small text on navy.
  paleGreen: '#4ade80',
  text: '#ffffff',
  muted: '#cbd5e1',
  faint: '#94a3b8',
  fainter: '#64748b',
  rule: 'rgba(148, 163, 184, 0.18)',
}

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

/** The footer's logo mark: the site's initial on a green square. */
function logo(siteName: string): Node {
  const initial = [...siteName.trim()][0]?.toUpperCase() ?? ''
  return container({
    style: {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      width: 48,
      height: 48,
      borderRadius: 12,
      backgroundImage: `linear-gradient(135deg, ${palette.green}, ${palette.darkGreen})`,
      color: palette.text,
      fontSize: 26,
      fontWeight: 700,
    },
    children: [text(initial)],
  })
}

/** The footer row, ruled off from the text above it and held to the bottom of the card. */
function cardFooter(spec: Pick<CardSpec, 'siteName' | 'host'>): Node {
  return container({
    style: {
      display: 'flex',
      alignItems: 'center',
      marginTop: 'auto',
      paddingTop: 28,
      borderTop: `1px solid ${palette.rule}`,
      fontSize: 26,
    },
    children: [
      logo(spec.siteName),
      text(spec.siteName, { marginLeft: 18, color: palette.text, fontWeight: 700 }),
      text('·', { margin: '0 14px', color: palette.fainter }),
      text(spec.host, { color: palette.faint }),
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
