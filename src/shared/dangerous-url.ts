/**
 * Script-carrying URLs, one rule for both sides: the build refuses them in content
 * (rehype-allow-list.ts) and the app refuses to follow them (navigate-to.ts, SmartLink).
 */

/**
 * The scheme of a `javascript:`, `vbscript:` or `data:` URL, lower-cased, however it is spelled
 * or padded; undefined for any other URL. Browsers ignore control characters and whitespace
 * inside a scheme, so `java\tscript:` runs too.
 */
export function dangerousScheme(url: string): string | undefined {
  return /^(javascript|vbscript|data):/i
    .exec(url.replace(/[\u0000-\u0020\u007f]/g, ''))?.[1]
    ?.toLowerCase()
}
