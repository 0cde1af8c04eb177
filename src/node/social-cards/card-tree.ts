/**
 * The node tree of a card, as takumi draws it: a flat navy ground with a green bar down the left
 * edge, the eyebrow (a short bar and the section's name), the title (up to three lines), the
 * description (up to two) and the footer. The ground is flat on purpose: glows (radial gradients,
 * or a rendered ground drawn as a background image) cost takumi more than everything else on the
 * card, ≈15 against ≈7 ms of CPU a card (`npm run bench:cards`, decision 0030).
 *
 * Styled with takumi's Tailwind classes (`tw`), as the site is with UnoCSS. The colours are the
 * site's (preset-wind3, Tailwind 3's palette), written out: takumi's named colours are Tailwind 4's.
 */
import { container, text, type Node } from '@takumi-rs/helpers'
import { cardFontFamily } from './card-font-fs.ts'
import { cardHeight, cardWidth, type CardSpec } from './card-spec.ts'

/** The site's colours on a card: slate ground, green primary. */
const palette = {
  ground: '#0f172a', // slate-900
  green: '#16a34a', // green-600
  darkGreen: '#15803d', // green-700
  // green-400: green-600 is too dim for small text on navy.
  paleGreen: '#4ade80',
  muted: '#cbd5e1', // slate-300
  faint: '#94a3b8', // slate-400
  fainter: '#64748b', // slate-500
  rule: 'rgba(148,163,184,0.18)', // slate-400 at 18%
}

// A rough width in em, to shrink titles that would not fit in three lines at full size.
const emWidth = (title: string) =>
  [...title].reduce((sum, c) => sum + (/[\u2e80-\uffef]/.test(c) ? 1 : 0.55), 0)

/** The title's size in pixels: smaller for titles too long for three lines at full size. */
export function titleSize(title: string): number {
  const width = emWidth(title)
  return width <= 30 ? 64 : width <= 42 ? 56 : 50
}

const eyebrow = (label: string): Node =>
  container({
    tw: `flex items-center mb-[28px] text-[24px] font-bold tracking-[0.14em] uppercase text-[${palette.paleGreen}]`,
    children: [
      container({ tw: `w-[36px] h-[4px] rounded-[2px] mr-[16px] bg-[${palette.green}]` }),
      text(label),
    ],
  })

/** The footer's logo mark: the site's initial on a green square. */
const logo = (siteName: string): Node =>
  container({
    tw: `flex items-center justify-center w-[48px] h-[48px] rounded-[12px] text-[26px] font-bold bg-[linear-gradient(135deg,${palette.green},${palette.darkGreen})]`,
    children: [text([...siteName.trim()][0]?.toUpperCase() ?? '')],
  })

/** The footer row, ruled off from the text above it and held to the bottom of the card. */
const cardFooter = (spec: Pick<CardSpec, 'siteName' | 'host'>): Node =>
  container({
    tw: `flex items-center mt-auto pt-[28px] border-t border-[${palette.rule}] text-[26px]`,
    children: [
      logo(spec.siteName),
      text({ text: spec.siteName, tw: 'ml-[18px] font-bold' }),
      text({ text: '·', tw: `mx-[14px] text-[${palette.fainter}]` }),
      text({ text: spec.host, tw: `text-[${palette.faint}]` }),
    ],
  })

/**
 * The card for one spec, 1200×630. In the title and the description, `break-words` keeps a long
 * URL or word inside the card instead of running off its edge, and `lineClamp` ends the last line
 * it keeps with `…`, as CSS `line-clamp` does; lines break between Chinese characters and between
 * English words, as in a browser.
 */
export function cardTree(spec: CardSpec): Node {
  const title = text({
    text: spec.title,
    tw: `text-[${titleSize(spec.title)}px] font-bold leading-[1.22] tracking-[-0.01em] break-words`,
    style: { lineClamp: 3 },
  })
  const description = text({
    text: spec.description,
    tw: `mt-[24px] text-[30px] leading-[1.5] text-[${palette.muted}] break-words`,
    style: { lineClamp: 2 },
  })
  return container({
    lang: spec.lang,
    tw: `flex flex-col px-[80px] pt-[64px] pb-[56px] border-l-[12px] border-[${palette.green}] bg-[${palette.ground}] text-white`,
    style: { width: cardWidth, height: cardHeight, fontFamily: cardFontFamily },
    children: [
      ...(spec.eyebrow ? [eyebrow(spec.eyebrow)] : []),
      title,
      ...(spec.description ? [description] : []),
      cardFooter(spec),
    ],
  })
}
