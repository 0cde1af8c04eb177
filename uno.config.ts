/**
 * The design card (SPEC §1, §9): primary green, secondary blue, neutral slate, scales 50–950;
 * shade 500 in light mode and 400 in dark. Icons are compiled into CSS at build time from the
 * bundled @iconify-json sets: no icon requests at run time.
 */
import { defineConfig, presetIcons, presetWind3, transformerVariantGroup } from 'unocss'
import { colors } from '@unocss/preset-wind3/colors'

export default defineConfig({
  presets: [
    presetWind3({ dark: 'class' }),
    presetIcons({
      scale: 1.2,
      extraProperties: { display: 'inline-block', 'vertical-align': 'middle' },
      collections: {
        lucide: () => import('@iconify-json/lucide/icons.json').then((m) => m.default as never),
        'simple-icons': () =>
          import('@iconify-json/simple-icons/icons.json').then((m) => m.default as never),
      },
    }),
  ],
  transformers: [transformerVariantGroup()],
  theme: {
    colors: {
      primary: colors.green,
      secondary: colors.blue,
      neutral: colors.slate,
    },
  },
  shortcuts: {
    // Design tokens: the one shade rule of the card, named once.
    'text-primary-500/400': 'text-primary-500 dark:text-primary-400',
    'text-muted': 'text-neutral-500 dark:text-neutral-400',
    'text-default': 'text-neutral-900 dark:text-neutral-100',
    'bg-default': 'bg-white dark:bg-neutral-950',
    'border-default': 'border-neutral-200 dark:border-neutral-800',
  },
})
