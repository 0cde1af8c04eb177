/**
 * The design card (SPEC §1, §9): primary green, secondary blue, neutral slate, scales 50–950;
 * shade 500 in light mode and 400 in dark. Icons are not CSS: they are an SVG sprite in every page
 * (src/node/app/icon-sprite-fs.ts, decision 0014).
 */
import { defineConfig, presetWind3, transformerVariantGroup } from 'unocss'
import { colors } from '@unocss/preset-wind3/colors'

export default defineConfig({
  presets: [presetWind3({ dark: 'class' })],
  transformers: [transformerVariantGroup()],
  theme: {
    colors: {
      primary: colors.green,
      secondary: colors.blue,
      neutral: colors.slate,
    },
    fontFamily: {
      /**
       * The site's stack (decision 0051), worn by the body (index.html). Latin first: Public Sans,
       * self-hosted (styles/typography.css); on Chinese pages its `Zh` face, which leaves the
       * full-width quotes, dashes and ellipsis to the CJK face. Then Chinese system faces, named
       * before `system-ui` so Han takes Simplified Chinese forms on any system, not the locale's
       * (a Japanese Windows' system-ui draws 骨 and 直 the Japanese way): Apple's PingFang SC,
       * older macOS's Hiragino Sans GB, Windows' Microsoft YaHei, then Noto Sans CJK SC / Source
       * Han Sans SC (one design; Linux, Android, installed by hand). Then the system's, then emoji.
       */
      sans: [
        `var(--font-latin, 'Public Sans Variable')`,
        `'PingFang SC'`,
        `'Hiragino Sans GB'`,
        `'Microsoft YaHei'`,
        `'Noto Sans CJK SC'`,
        `'Source Han Sans SC'`,
        `'Noto Sans SC'`,
        'ui-sans-serif',
        'system-ui',
        '-apple-system',
        `'Segoe UI'`,
        'Roboto',
        'sans-serif',
        `'Apple Color Emoji'`,
        `'Segoe UI Emoji'`,
        `'Noto Color Emoji'`,
      ].join(', '),
    },
  },
  // Class names callout.tsx and simple.tsx make from a kind or colour, which no source spells out.
  safelist: [
    ...['note', 'tip', 'warning', 'caution'].flatMap((kind) => [
      `callout-${kind}`,
      `callout-title-${kind}`,
    ]),
    ...['primary', 'secondary', 'neutral'].map((color) => `badge-${color}`),
  ],
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
    // An icon's box one line of its text high: the icon sits on the first line of a label that
    // wraps (a callout's title, a talk's place), not beside the middle of it.
    'icon-line': 'flex h-[1lh] shrink-0 items-center',
    // A focus ring is a graphic that must stand out at 3:1 (WCAG 1.4.11): primary-500 is 2.3:1.
    // Shown for the keyboard only. Not named `focus-…`: UnoCSS reads that as the `focus:` variant
    // of `ring` too, and drew a pale blue ring wherever a click focused a control.
    'keyboard-ring':
      'outline-none focus-visible:(ring-2 ring-primary-600 ring-offset-2 ring-offset-white dark:(ring-primary-400 ring-offset-neutral-950))',
    btn: 'inline-flex items-center gap-1.5 rounded-md px-3 py-1.5 text-sm font-medium transition-colors keyboard-ring',
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
    // The header (components/frame/app-header.tsx; its links and buttons are in main.css): fixed,
    // centred, a pill (SPEC §2), tighter on phones so its eight controls fit from 320 px. Named
    // here, these classes stay out of the first-load JavaScript, which has no bytes to spare.
    'header-bar': 'fixed top-3 inset-x-0 z-40 flex justify-center px-2 pointer-events-none',
    'header-pill':
      'pointer-events-auto flex items-center gap-0.5 px-1.5 py-1 max-sm:(gap-0 px-1) max-w-full rounded-full border border-default bg-white/90 dark:bg-neutral-900/90 backdrop-blur-md backdrop-saturate-150 shadow-sm',
    // The footer's filing numbers side by side (components/frame/app-footer.tsx), named for the same reason.
    'filing-numbers': 'flex flex-wrap justify-center sm:justify-start gap-x-3 gap-y-1',
    'header-divider': 'mx-1 max-sm:mx-0.5 h-5 w-px shrink-0 bg-neutral-200 dark:bg-neutral-700',
    // The code block (elements/code-block.tsx), named here for the same reason: every page with
    // a body ships the component, and its marked lines (prose.css) cost it a few bytes of script.
    'code-frame': 'relative my-5 rounded-lg border border-default bg-elevated overflow-hidden',
    'code-label':
      'h-10 flex items-center px-4 text-xs text-muted border-b border-default font-mono',
    'code-pre': 'overflow-x-auto px-4 py-3 text-sm leading-relaxed',
    'code-copy':
      'absolute right-1.5 top-1.5 btn btn-ghost px-1.5 py-1 bg-white/80 dark:bg-neutral-900/80 opacity-70 group-hover:opacity-100 focus:opacity-100',
    // Badges by colour (simple.tsx).
    badge: 'inline-flex items-center rounded px-1.5 py-0.5 text-xs font-medium align-middle',
    'badge-primary': 'bg-primary-100 text-primary-800 dark:(bg-primary-900 text-primary-200)',
    'badge-secondary':
      'bg-secondary-100 text-secondary-800 dark:(bg-secondary-900 text-secondary-200)',
    'badge-neutral': 'bg-neutral-100 text-neutral-700 dark:(bg-neutral-800 text-neutral-200)',
    // Callouts by kind (callout.tsx): the tinted ground, and the title in shade 700 in light mode
    // (on the tinted 50 grounds the 600s fall under AA: green 3.1:1, amber 3.1:1, red 4.4:1; 700
    // gives 4.8 to 6.2:1).
    'callout-note': 'border-secondary-500/40 bg-secondary-50 dark:bg-secondary-950/40',
    'callout-title-note': 'text-secondary-700 dark:text-secondary-400',
    'callout-tip': 'border-primary-500/40 bg-primary-50 dark:bg-primary-950/40',
    'callout-title-tip': 'text-accent',
    'callout-warning': 'border-amber-500/40 bg-amber-50 dark:bg-amber-950/40',
    'callout-title-warning': 'text-amber-700 dark:text-amber-400',
    'callout-caution': 'border-red-500/40 bg-red-50 dark:bg-red-950/40',
    'callout-title-caution': 'text-red-700 dark:text-red-400',
  },
})
