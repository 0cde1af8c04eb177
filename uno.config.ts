/**
 * The design card (SPEC §1, §9): primary green, secondary blue, neutral slate, scales 50–950;
 * shade 500 in light mode and 400 in dark. Icons are compiled into CSS at build time from the
 * bundled @iconify-json sets: no icon requests at run time.
 */
import { defineConfig, presetIcons, presetWind3, transformerVariantGroup } from 'unocss'
import { colors } from '@unocss/preset-wind3/colors'
import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { contentIconClasses } from './src/build/content-icons-fs.ts'

/**
 * An icon set, read once, when UnoCSS first needs one of its icons (it asks for the set again for
 * every icon, so the parse is kept). Not imported: vite.config.ts imports this file, and Vite's
 * config bundle then carried both sets inline (5.4 MB of script compiled on every start).
 */
function iconSet(name: string) {
  let set: Promise<never> | undefined
  const file = createRequire(import.meta.url).resolve(`@iconify-json/${name}/icons.json`)
  return () => (set ??= readFile(file, 'utf8').then((text) => JSON.parse(text) as never))
}

export default defineConfig({
  presets: [
    presetWind3({ dark: 'class' }),
    presetIcons({
      scale: 1.2,
      extraProperties: { display: 'inline-block', 'vertical-align': 'middle' },
      collections: { lucide: iconSet('lucide'), 'simple-icons': iconSet('simple-icons') },
    }),
  ],
  transformers: [transformerVariantGroup()],
  // Icons named in content are not in the source code UnoCSS scans.
  safelist: contentIconClasses(import.meta.dirname),
  theme: {
    colors: {
      primary: colors.green,
      secondary: colors.blue,
      neutral: colors.slate,
    },
  },
  shortcuts: {
    // Design tokens: the one shade rule of the card, named once. It holds for fills, borders and
    // icons, not for text: green 500 and 600 reach only 2.3:1 and 3.3:1 on white, under the
    // 4.5:1 of WCAG AA.
    'text-primary-500/400': 'text-primary-500 dark:text-primary-400',
    // Green text (links, active items, tip titles): 700 is the first green shade at AA in light
    // mode (5.0:1 on white, 4.8:1 on primary-50); 400 already is in dark.
    'text-accent': 'text-primary-700 dark:text-primary-400',
    'text-muted': 'text-neutral-500 dark:text-neutral-400',
    'text-default': 'text-neutral-900 dark:text-neutral-100',
    'bg-default': 'bg-white dark:bg-neutral-950',
    'border-default': 'border-neutral-200 dark:border-neutral-800',
    'bg-elevated': 'bg-neutral-50 dark:bg-neutral-900',
    'bg-muted': 'bg-neutral-100 dark:bg-neutral-800',
    'text-highlighted': 'text-neutral-950 dark:text-white',
    'text-toned': 'text-neutral-600 dark:text-neutral-300',
    // A focus ring is a graphic that must stand out at 3:1 (WCAG 1.4.11): primary-500 is 2.3:1.
    'focus-ring':
      'outline-none focus-visible:(ring-2 ring-primary-600 ring-offset-2 ring-offset-white dark:(ring-primary-400 ring-offset-neutral-950))',
    btn: 'inline-flex items-center gap-1.5 rounded-md px-3 py-1.5 text-sm font-medium transition-colors focus-ring',
    // White labels need a 700 green (5.0:1) or a 600 blue (5.2:1); on the card's 500s they get
    // 2.3:1 and 3.7:1. Dark mode keeps the 400 fills, under dark labels.
    'btn-solid-primary':
      'bg-primary-700 text-white hover:bg-primary-800 dark:(bg-primary-400 text-neutral-950 hover:bg-primary-300)',
    'btn-solid-secondary':
      'bg-secondary-600 text-white hover:bg-secondary-700 dark:(bg-secondary-400 text-neutral-950 hover:bg-secondary-300)',
    'btn-solid-neutral':
      'bg-neutral-900 text-white hover:bg-neutral-700 dark:(bg-white text-neutral-900 hover:bg-neutral-200)',
    'btn-outline':
      'ring-1 ring-inset ring-neutral-300 text-default hover:bg-neutral-100 dark:(ring-neutral-700 hover:bg-neutral-800)',
    'btn-soft':
      'bg-primary-50 text-primary-700 hover:bg-primary-100 dark:(bg-primary-950 text-primary-300 hover:bg-primary-900)',
    'btn-ghost': 'text-toned hover:(bg-neutral-100 text-highlighted) dark:hover:bg-neutral-800',
    'btn-link': 'text-accent hover:underline px-0',
    card: 'rounded-lg border border-default bg-white dark:bg-neutral-900/60',
  },
})
