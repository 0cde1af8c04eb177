/**
 * Puts each locale's interface labels (search, close, copy code… from src/shared/i18n/ui-labels.ts,
 * 52 languages) into that locale's messages as `ui.*` keys while Vite loads `locales/<code>.json`.
 * The browser then downloads the labels of its own language inside the messages it fetches anyway,
 * instead of the whole table in the entry chunk. A key the locale file sets itself wins.
 */
import type { Plugin } from 'vite'
import { uiLabelsFor } from '../../../shared/i18n/ui-labels-for.ts'

const localeFile = /[\\/]locales[\\/][a-z]{2,3}(-[A-Za-z0-9]+)*\.json$/

export function uiLabelsPlugin(): Plugin {
  return {
    name: 'ui-labels',
    // Before vite:json turns the file into a module.
    enforce: 'pre',
    transform(code, id) {
      if (!localeFile.test(id.split('?')[0]!)) return
      let messages: Record<string, string>
      try {
        messages = JSON.parse(code) as Record<string, string>
      } catch {
        return // The compiler reports broken locale files with their line and column.
      }
      const language = messages['locale.language'] ?? ''
      const labels = Object.entries(uiLabelsFor(language)).map(([k, v]) => [`ui.${k}`, v])
      return { code: JSON.stringify({ ...Object.fromEntries(labels), ...messages }), map: null }
    },
  }
}
