/**
 * The site's translator: flat keys (`blog.min_read`), `{{name}}` interpolation, plurals by
 * `count` with `_one`/`_other`… suffixes chosen by `Intl.PluralRules`, and `{{val, datetime}}`
 * through `Intl.DateTimeFormat`. The subset of i18next the site uses, in a few hundred bytes
 * instead of 15 KB gzip on every page (docs/decisions/0007-own-translator.md).
 */

export interface TranslateOptions {
  count?: number
  /** Intl options per interpolated value, for `{{val, datetime}}`. */
  formatParams?: Record<string, Intl.DateTimeFormatOptions>
  [name: string]: unknown
}

export type TFunction = (key: string, options?: TranslateOptions) => string

export interface Translator {
  /** The locale code (`zh`, `en`). */
  language: string
  t: TFunction
  /**
   * Dates already formatted, by `dateKey`. The prerender hands a page's entries to the browser,
   * which then hydrates without building an `Intl.DateTimeFormat`: the first one costs 20–40 ms
   * of main thread (ICU's pattern data), inside hydration.
   */
  dates: Map<string, string>
}

/** What a formatted date is stored under: the Intl options and the instant. */
export const dateKey = (value: Date, options: Intl.DateTimeFormatOptions) =>
  `${JSON.stringify(options)}@${value.toISOString()}`

/**
 * @param language BCP-47 tag for plural rules and dates (`zh-CN`, `en`).
 * @param messages the locale's flat messages; a missing key shows as the key itself.
 */
export function createTranslator(
  code: string,
  language: string,
  messages: Readonly<Record<string, string>>,
): Translator {
  const plurals = new Intl.PluralRules(language)
  const formats = new Map<string, Intl.DateTimeFormat>()
  const dates = new Map<string, string>()
  const formatDate = (value: unknown, options: Intl.DateTimeFormatOptions = {}) => {
    const key = dateKey(value as Date, options)
    const known = dates.get(key)
    if (known !== undefined) return known
    const optionsKey = JSON.stringify(options)
    let format = formats.get(optionsKey)
    if (!format) formats.set(optionsKey, (format = new Intl.DateTimeFormat(language, options)))
    const text = format.format(value as Date)
    dates.set(key, text)
    return text
  }
  const t: TFunction = (key, options = {}) => {
    const plural =
      typeof options.count === 'number'
        ? messages[`${key}_${plurals.select(options.count)}`]
        : undefined
    const text = plural ?? messages[key] ?? messages[`${key}_other`] ?? key
    return text.replace(
      /\{\{\s*(\w+)\s*(?:,\s*(\w+)\s*)?\}\}/g,
      (whole, name: string, format?: string) => {
        if (!(name in options)) return whole
        const value = options[name]
        if (format === 'datetime') return formatDate(value, options.formatParams?.[name])
        return String(value)
      },
    )
  }
  return { language: code, t, dates }
}
