/**
 * Generates the sample images used by the content in `content/`.
 *
 * Every picture is an SVG illustration (gradients and geometric shapes in a green / blue / slate
 * palette; the motifs and their drawing kit are in scripts/sample-images/) that sharp rasterizes
 * to WebP. This file is the catalogue: which motif makes which file, at which size.
 * The output is deterministic: each image has its own seeded random source.
 *
 *   node scripts/sample-images.ts
 */
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import sharp from 'sharp'
import { mulberry32, seedOf, type Motif } from './sample-images/kit.ts'
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
import { glyph, frames, slices, swatches, ruby } from './sample-images/motifs-type.ts'
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
}

const COVER = { w: 1200, h: 630 }
const PROJECT = { w: 1200, h: 750 }
const TALL = { w: 800, h: 1000 }
const INLINE = { w: 1200, h: 675 }
const AVATAR = { w: 256, h: 256 }

const jobs: Job[] = [
  // profile + author avatar
  { file: 'profile-light.webp', w: 640, h: 640, motif: portrait, variant: 'light' },
  { file: 'profile-dark.webp', w: 640, h: 640, motif: portrait, variant: 'dark' },
  { file: 'avatar.webp', ...AVATAR, motif: portrait, variant: 'light' },

  // home hero strip
  { file: 'strip-1.webp', ...TALL, motif: lake, variant: 'day' },
  { file: 'strip-2.webp', ...TALL, motif: code },
  { file: 'strip-3.webp', ...TALL, motif: glyph },
  { file: 'strip-4.webp', ...TALL, motif: stage },
  { file: 'strip-5.webp', ...TALL, motif: waves, variant: 'green' },

  // projects
  { file: 'projects/cjk-spacing.webp', ...PROJECT, motif: ruby },
  { file: 'projects/fontslice.webp', ...PROJECT, motif: slices },
  { file: 'projects/inkwell.webp', ...PROJECT, motif: page },
  { file: 'projects/tide-analytics.webp', ...PROJECT, motif: chart },
  { file: 'projects/oklch-palette.webp', ...PROJECT, motif: swatches },
  { file: 'projects/hanzi-grid.webp', ...PROJECT, motif: glyph },
  { file: 'projects/deckdown.webp', ...PROJECT, motif: stage },

  // article covers
  { file: 'blog/why-static-sites.webp', ...COVER, motif: page },
  { file: 'blog/chinese-typography-on-the-web.webp', ...COVER, motif: glyph },
  { file: 'blog/markdown-pipeline-with-unified.webp', ...COVER, motif: pipeline },
  { file: 'blog/self-hosted-analytics.webp', ...COVER, motif: chart },
  { file: 'blog/image-pipeline-with-sharp.webp', ...COVER, motif: frames },
  { file: 'blog/tooling-fatigue.webp', ...COVER, motif: drift },
  { file: 'blog/font-subsetting-with-rust.webp', ...COVER, motif: slices },
  { file: 'blog/speaking-checklist.webp', ...COVER, motif: checklist },
  { file: 'blog/reading-a-cpu-profile.webp', ...COVER, motif: code },
  { file: 'blog/pagination-without-a-database.webp', ...COVER, motif: rings },
  { file: 'blog/dark-mode-without-a-flash.webp', ...COVER, motif: lake, variant: 'dusk' },

  // images inside articles
  { file: 'blog/inline/static-site-layers.webp', ...INLINE, motif: waves, variant: 'slate' },
  { file: 'blog/inline/typography-grid.webp', ...INLINE, motif: ruby },
  { file: 'blog/inline/unified-tree.webp', ...INLINE, motif: pipeline },
  { file: 'blog/inline/analytics-dashboard.webp', ...INLINE, motif: chart },
  { file: 'blog/inline/responsive-sizes.webp', ...INLINE, motif: frames },
  { file: 'blog/inline/subset-coverage.webp', ...INLINE, motif: rings },
  { file: 'blog/inline/desk-setup.webp', ...INLINE, motif: desk },

  // about page photos
  { file: 'about/west-lake.webp', ...TALL, motif: lake, variant: 'dusk' },
  { file: 'about/desk.webp', ...TALL, motif: desk },
  { file: 'about/stage.webp', ...TALL, motif: stage },
  { file: 'about/bookshelf.webp', ...TALL, motif: shelf },
  { file: 'about/sketch.webp', ...TALL, motif: glyph },

  // testimonial avatars
  { file: 'testimonials/chen-yu.webp', ...AVATAR, motif: portrait, variant: 'hue-185' },
  { file: 'testimonials/xu-jianing.webp', ...AVATAR, motif: portrait, variant: 'hue-155' },
  { file: 'testimonials/wang-yan.webp', ...AVATAR, motif: portrait, variant: 'hue-205' },
  { file: 'testimonials/emily-tan.webp', ...AVATAR, motif: portrait, variant: 'hue-215' },
]

// ----------------------------------------------------------------- main

async function main() {
  for (const job of jobs) {
    const id = job.file.replace(/[^a-z0-9]+/gi, '-')
    const svg = job.motif(
      { w: job.w, h: job.h, rng: mulberry32(seedOf(job.file)), id },
      job.variant,
    )
    const out = path.join(outDir, job.file)
    await mkdir(path.dirname(out), { recursive: true })
    const info = await sharp(Buffer.from(svg))
      .resize(job.w, job.h)
      .webp({ quality: 75, effort: 6 })
      .toFile(out)
    console.log(`${job.file.padEnd(48)} ${job.w}x${job.h}  ${(info.size / 1024).toFixed(1)} KB`)
  }
  await writeFile(path.join(outDir, 'official-account-qr.svg'), qrSvg())
  console.log('official-account-qr.svg')
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
