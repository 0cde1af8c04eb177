import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { commentsRoot, katexGlobs, mermaidRoot, onDemandAssets } from './on-demand-assets-fs.ts'

const dir = mkdtempSync(join(tmpdir(), 'on-demand-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe('onDemandAssets', () => {
  it('leaves out what only the diagram drawer and the comments reach, and KaTeX’s files, never the shell', async () => {
    mkdirSync(join(dir, 'site', '.vite'), { recursive: true })
    const manifest = {
      'index.html': {
        file: 'assets/index-1.js',
        isEntry: true,
        imports: ['_framework'],
        dynamicImports: ['src/client/content-elements/diagram.tsx', commentsRoot],
        css: ['assets/index-1.css'],
      },
      _framework: { file: 'assets/framework-1.js' },
      'src/client/content-elements/diagram.tsx': {
        file: 'assets/diagram-1.js',
        imports: ['_framework'],
        dynamicImports: [mermaidRoot],
      },
      [mermaidRoot]: {
        file: 'assets/draw-diagram-1.js',
        imports: ['_framework', 'node_modules/mermaid/core.mjs'],
      },
      'node_modules/mermaid/core.mjs': {
        file: 'assets/mermaid.core-1.js',
        dynamicImports: ['node_modules/mermaid/flow.mjs'],
      },
      'node_modules/mermaid/flow.mjs': { file: 'assets/flowDiagram-1.js' },
      [commentsRoot]: {
        file: 'assets/mount-comments-1.js',
        imports: ['_framework'],
        dynamicImports: ['src/client/comments/waline-comments.ts'],
      },
      'src/client/comments/waline-comments.ts': {
        file: 'assets/waline-comments-1.js',
        css: ['assets/waline-comments-1.css'],
      },
    }
    writeFileSync(join(dir, 'site', '.vite', 'manifest.json'), JSON.stringify(manifest))
    expect(await onDemandAssets(join(dir, 'site'))).toEqual([
      ...katexGlobs,
      'assets/draw-diagram-1.js',
      'assets/flowDiagram-1.js',
      'assets/mermaid.core-1.js',
      'assets/mount-comments-1.js',
      'assets/waline-comments-1.css',
      'assets/waline-comments-1.js',
    ])
  })

  it('leaves out KaTeX’s files when there is no manifest', async () => {
    expect(await onDemandAssets(join(dir, 'none'))).toEqual(katexGlobs)
  })
})
