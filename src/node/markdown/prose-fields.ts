/**
 * The prose of a file's data (its front matter, or a YAML file, as validated): the fields that hold
 * text a reader reads as sentences, at any depth. The build sets their typography as it sets a
 * body's (compile-file.ts): English quotes and dashes, a number kept with its unit.
 */

/** Titles, descriptions, FAQ answers, quotes, button labels, alt texts, a job's position. */
export const proseFields = new Set([
  'title',
  'description',
  'content',
  'label',
  'quote',
  'alt',
  'position',
])

/** Replaces each prose field of `data`, at any depth, with `set`'s result for it, in place. */
export function setProseFields(data: unknown, set: (text: string) => string): void {
  if (Array.isArray(data)) for (const value of data) setProseFields(value, set)
  else if (data && typeof data === 'object')
    for (const [key, value] of Object.entries(data)) {
      if (typeof value !== 'string') setProseFields(value, set)
      else if (proseFields.has(key)) (data as Record<string, unknown>)[key] = set(value)
    }
}
