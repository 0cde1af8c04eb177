// The reference site of `npm run bench:astro` (bench/astro.ts), built with Astro 7: its default
// markdown processor (Sätteri, Astro's native one; no `markdown.processor` is set), with Shiki's
// two themes as this site's code blocks have them (`shikiConfig` sets them for any processor).
import { defineConfig } from 'astro/config'

export default defineConfig({
  site: 'https://example.com',
  markdown: { shikiConfig: { themes: { light: 'github-light', dark: 'github-dark' } } },
})
