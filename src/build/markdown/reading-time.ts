/**
 * Minutes to read a body, right for both scripts: Chinese is read by characters (about 400 a
 * minute), English by words (about 200 a minute). Code counts like prose; at least one minute.
 */
const han = /\p{Script=Han}/gu
const latinWord = /[\p{Script=Latin}\p{N}]+(?:['’-][\p{Script=Latin}\p{N}]+)*/gu

export const hanPerMinute = 400
export const wordsPerMinute = 200

export function readingMinutes(text: string): number {
  const characters = text.match(han)?.length ?? 0
  const words = text.replace(han, ' ').match(latinWord)?.length ?? 0
  return Math.max(1, Math.round(characters / hanPerMinute + words / wordsPerMinute))
}
