// The reference site of `npm run bench:astro` (bench/astro.ts): Astro's own markdown pipeline,
// with Shiki's two themes as this site's code blocks have them.
import { defineConfig } from 'astro/config'

export default defineConfig({
  site: 'https://example.com',
  markdown: { shikiConfig: { themes: { light: 'github-light', dark: 'github-dark' } } },
})
