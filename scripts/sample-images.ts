/**
 * Generates the sample images used by the content in `content/`.
 *
 * Every picture is an SVG illustration (gradients and geometric shapes in a green / blue / slate
 * palette, real text in the Noto CJK faces; the motifs and their drawing kit are in
 * scripts/sample-images/) that sharp rasterizes to WebP. This file is the catalogue: which motif
 * makes which file, at which size, and which pictures get a dark-mode twin (`x.dark.webp` beside
 * `x.webp`, which the site shows in dark mode). The output is deterministic: each image has its
 * own seeded random source, the same for its twin.
 *
 *   node scripts/sample-images.ts      (needs fonts-noto-cjk: `fc-list :lang=zh`)
 */
import { execFileSync } from 'node:child_process'
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import sharp from 'sharp'
import { FONT, mulberry32, seedOf, type Motif } from './sample-images/kit.ts'
import {
  lake,
  waves,
  rings,
  drift,
  stage,
  desk,
  shelf,
  portrait,
} from './sample-images/motifs-scenes.ts'
import { code, chart, page, pipeline, checklist } from './sample-images/motifs-screens.ts'
import { glyph, measure, coverage, slices, swatches, spacing } from './sample-images/motifs-type.ts'
import { syntaxTree, sizes, dashboard } from './sample-images/motifs-diagrams.ts'
import { tide, aperture } from './sample-images/motifs-covers.ts'
import { twoScreens, lightning } from './sample-images/motifs-notes.ts'
import { qrSvg } from './sample-images/qr.ts'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const outDir = path.join(root, 'public', 'images')

// ------------------------------------------------------------ catalogue

interface Job {
  file: string
  w: number
  h: number
  motif: Motif
  variant?: string
  /** Also draw its dark-mode twin, `<file>.dark.webp`. */
  dark?: boolean
  /** Why a mostly white picture has no twin (the check in `main` asks for one otherwise). */
  lightOnly?: string
}

const COVER = { w: 1200, h: 630 }
const PROJECT = { w: 1200, h: 750 }
const TALL = { w: 800, h: 1000 }
const INLINE = { w: 1200, h: 675 }
const AVATAR = { w: 256, h: 256 }

const jobs: Job[] = [
  // profile + author avatar
  {
    file: 'profile-light.webp',
    w: 640,
    h: 640,
    motif: portrait,
    variant: 'light',
    lightOnly: 'site.yml pairs it with profile-dark.webp',
  },
  { file: 'profile-dark.webp', w: 640, h: 640, motif: portrait, variant: 'dark' },
  { file: 'avatar.webp', ...AVATAR, motif: portrait, variant: 'light' },

  // home hero strip
  { file: 'strip-1.webp', ...TALL, motif: lake, variant: 'day', dark: true },
  { file: 'strip-2.webp', ...TALL, motif: code },
  { file: 'strip-3.webp', ...TALL, motif: glyph, variant: 'practice:永字排', dark: true },
  { file: 'strip-4.webp', ...TALL, motif: stage },
  { file: 'strip-5.webp', ...TALL, motif: waves, variant: 'green', dark: true },

  // projects
  { file: 'projects/cjk-spacing.webp', ...PROJECT, motif: spacing, dark: true },
  { file: 'projects/fontslice.webp', ...PROJECT, motif: slices },
  { file: 'projects/inkwell.webp', ...PROJECT, motif: page, dark: true },
  { file: 'projects/tide-analytics.webp', ...PROJECT, motif: chart },
  { file: 'projects/oklch-palette.webp', ...PROJECT, motif: swatches },
  {
    file: 'projects/hanzi-grid.webp',
    ...PROJECT,
    motif: glyph,
    variant: 'specimen:汉字网格',
    dark: true,
  },
  { file: 'projects/deckdown.webp', ...PROJECT, motif: stage },

  // article covers: moods, none drawn like its article's first figure
  { file: 'blog/why-static-sites.webp', ...COVER, motif: page, dark: true },
  {
    file: 'blog/chinese-typography-on-the-web.webp',
    ...COVER,
    motif: glyph,
    variant: 'specimen:中文排版',
    dark: true,
  },
  { file: 'blog/markdown-pipeline-with-unified.webp', ...COVER, motif: pipeline },
  { file: 'blog/self-hosted-analytics.webp', ...COVER, motif: tide },
  { file: 'blog/image-pipeline-with-sharp.webp', ...COVER, motif: aperture },
  { file: 'blog/tooling-fatigue.webp', ...COVER, motif: drift, dark: true },
  { file: 'blog/font-subsetting-with-rust.webp', ...COVER, motif: slices },
  { file: 'blog/speaking-checklist.webp', ...COVER, motif: checklist, dark: true },
  { file: 'blog/reading-a-cpu-profile.webp', ...COVER, motif: code },
  { file: 'blog/pagination-without-a-database.webp', ...COVER, motif: rings },
  { file: 'blog/dark-mode-without-a-flash.webp', ...COVER, motif: lake, variant: 'dusk' },
  { file: 'blog/wechat-vs-web-typesetting.webp', ...COVER, motif: twoScreens, dark: true },
  { file: 'blog/talk-recap-jsconf.webp', ...COVER, motif: lightning, dark: true },

  // images inside articles: what the text explains, labelled in code so both languages share them
  {
    file: 'blog/inline/static-site-layers.webp',
    ...INLINE,
    motif: waves,
    variant: 'slate',
    dark: true,
  },
  { file: 'blog/inline/typography-grid.webp', ...INLINE, motif: measure, dark: true },
  { file: 'blog/inline/unified-tree.webp', ...INLINE, motif: syntaxTree, dark: true },
  { file: 'blog/inline/analytics-dashboard.webp', ...INLINE, motif: dashboard, dark: true },
  { file: 'blog/inline/responsive-sizes.webp', ...INLINE, motif: sizes, dark: true },
  { file: 'blog/inline/subset-coverage.webp', ...INLINE, motif: coverage, dark: true },
  {
    file: 'blog/inline/desk-setup.webp',
    ...INLINE,
    motif: desk,
    lightOnly: 'a photo in an article: prose.css dims it in dark mode',
  },

  // about page photos
  { file: 'about/west-lake.webp', ...TALL, motif: lake, variant: 'dusk' },
  { file: 'about/desk.webp', ...TALL, motif: desk, dark: true },
  { file: 'about/stage.webp', ...TALL, motif: stage },
  { file: 'about/bookshelf.webp', ...TALL, motif: shelf, dark: true },
  { file: 'about/sketch.webp', ...TALL, motif: glyph, variant: 'practice:林舟书', dark: true },

  // testimonial avatars
  { file: 'testimonials/chen-yu.webp', ...AVATAR, motif: portrait, variant: 'hue-185' },
  { file: 'testimonials/xu-jianing.webp', ...AVATAR, motif: portrait, variant: 'hue-155' },
  { file: 'testimonials/wang-yan.webp', ...AVATAR, motif: portrait, variant: 'hue-205' },
  { file: 'testimonials/emily-tan.webp', ...AVATAR, motif: portrait, variant: 'hue-215' },
]

// ----------------------------------------------------------------- main

/**
 * Mean luminance (0–1) above which a picture glares on the dark page and needs a twin. Pictures
 * narrower than `smallWidth` (avatars) are too small to glare.
 */
const mostlyWhite = 0.6
const smallWidth = 400

/** The faces the motifs set text in; without them librsvg would draw another face, or boxes. */
function checkFonts() {
  const installed = execFileSync('fc-list', [':lang=zh', 'family'], { encoding: 'utf8' })
  const missing = Object.values(FONT).filter((family) => !installed.includes(family))
  if (missing.length)
    throw new Error(`Missing fonts ${missing.join(', ')}: apt-get install fonts-noto-cjk`)
}

/** Draws a job (or its twin) into public/images; returns its mean luminance. */
async function draw(job: Job, dark: boolean): Promise<number> {
  const file = dark ? job.file.replace(/\.webp$/, '.dark.webp') : job.file
  const id = file.replace(/[^a-z0-9]+/gi, '-')
  const rng = mulberry32(seedOf(job.file))
  const svg = job.motif({ w: job.w, h: job.h, rng, id, dark }, job.variant)
  const out = path.join(outDir, file)
  await mkdir(path.dirname(out), { recursive: true })
  const image = sharp(Buffer.from(svg)).resize(job.w, job.h)
  const { size } = await image.clone().webp({ quality: 75, effort: 6 }).toFile(out)
  // stats() reads the pixels before the pipeline's operations: weigh the channels here (Rec. 709).
  const [r, g, b] = (await image.stats()).channels.map((channel) => channel.mean / 255)
  const luminance = 0.2126 * r! + 0.7152 * g! + 0.0722 * b!
  console.log(
    `${file.padEnd(48)} ${job.w}x${job.h}  ${(size / 1024).toFixed(1).padStart(5)} KB  luminance ${luminance.toFixed(2)}`,
  )
  return luminance
}

async function main() {
  checkFonts()
  const glaring: string[] = []
  for (const job of jobs) {
    const luminance = await draw(job, false)
    if (job.dark) await draw(job, true)
    else if (luminance > mostlyWhite && job.w >= smallWidth && !job.lightOnly)
      glaring.push(job.file)
  }
  await writeFile(path.join(outDir, 'official-account-qr.svg'), qrSvg())
  console.log('official-account-qr.svg')
  if (glaring.length)
    throw new Error(
      `Mostly white, with no dark-mode twin (add \`dark: true\`): ${glaring.join(', ')}`,
    )
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
