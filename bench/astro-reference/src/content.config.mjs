// The generated articles of bench/build-corpus.ts, one collection per language.
import { defineCollection } from 'astro:content'
import { glob } from 'astro/loaders'

const articles = (lang) =>
  defineCollection({ loader: glob({ pattern: '*.md', base: `./content/${lang}/blog/bench` }) })

export const collections = { zh: articles('zh'), en: articles('en') }
