/**
 * The interface labels for a site locale's BCP-47 tag (`ui-labels.ts` holds them): the exact
 * tag, else the entry of the same language that shares its script or region, else English.
 */
import { uiLabelCodes, uiLabels, type UiLabels } from './ui-labels.ts'

const en = uiLabels.en!

/** Language subtags whose speakers read another entry: `no` (Norwegian) reads `nb`. */
const languageAliases: Record<string, string> = { no: 'nb' }

interface Parsed {
  language: string
  /** Likely script (`zh-TW` → `Hant`), '' when unknown. */
  script: string
  region: string
}

function parse(tag: string): Parsed {
  const normalized = tag.trim().replace(/_/g, '-')
  try {
    const locale = new Intl.Locale(normalized)
    let script = locale.script ?? ''
    try {
      script ||= locale.maximize().script ?? ''
    } catch {
      // No likely-subtags data: the script stays unknown.
    }
    return { language: locale.language.toLowerCase(), script, region: locale.region ?? '' }
  } catch {
    return { language: (normalized.split('-')[0] ?? '').toLowerCase(), script: '', region: '' }
  }
}

const parsedCodes = uiLabelCodes.map((code) => ({ code, ...parse(code) }))

/** Labels for a BCP-47 tag: the exact tag, else its language (`pt-PT` → `pt`/`pt-BR` entry whose language matches), else English. Case-insensitive. */
export function uiLabelsFor(tag: string): UiLabels {
  const lower = tag.trim().replace(/_/g, '-').toLowerCase()
  const exact = uiLabelCodes.find((code) => code.toLowerCase() === lower)
  if (exact) return uiLabels[exact] ?? en
  const wanted = parse(tag)
  const language = languageAliases[wanted.language] ?? wanted.language
  const sameLanguage = parsedCodes.filter((c) => c.language === language)
  // Script wins over region (`zh-HK` → Hant → `zh-TW`, `zh-Hans-TW` → `zh-CN`), then the first entry.
  const sameScript = (c: Parsed) => wanted.script !== '' && c.script === wanted.script
  const sameRegion = (c: Parsed) => wanted.region !== '' && c.region === wanted.region
  const match =
    sameLanguage.find((c) => sameScript(c) && sameRegion(c)) ??
    sameLanguage.find(sameScript) ??
    sameLanguage.find(sameRegion) ??
    sameLanguage[0]
  return (match && uiLabels[match.code]) ?? en
}
