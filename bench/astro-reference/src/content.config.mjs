// The generated articles of bench/build/build-corpus.ts, one collection per language: Content Layer
// collections with the glob loader, the only kind Astro 6 and later have (the legacy `type:
// 'content'` collections and src/shared/config.* are gone). An entry's id is its file name
// without `.md`.
import { defineCollection } from 'astro:content'
import { glob } from 'astro/loaders'

const articles = (lang) =>
  defineCollection({ loader: glob({ pattern: '*.md', base: `./content/${lang}/blog/bench` }) })

export const collections = { zh: articles('zh'), en: articles('en') }
