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
}

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
  const dates = new Map<string, Intl.DateTimeFormat>()
  const formatDate = (value: unknown, options: Intl.DateTimeFormatOptions = {}) => {
    const key = JSON.stringify(options)
    let format = dates.get(key)
    if (!format) dates.set(key, (format = new Intl.DateTimeFormat(language, options)))
    return format.format(value as Date)
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
  return { language: code, t }
}
