import { readFileSync, readdirSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { annotatePureCalls } from './vite-plugin-pure-annotations.ts'

describe('annotatePureCalls', () => {
  it('marks top-level component and context factories pure and drops display names', () => {
    const code = [
      'var Form = React10.forwardRef(',
      '  (props, ref) => null',
      ');',
      'Form.displayName = "Form";',
      'var Ctx = React.createContext(null);',
      'var Memo = React3.memo(Inner);',
      'var Pure = /* @__PURE__ */ React.createContext(1);',
      'const Link = React$1.forwardRef(render);',
      'Link.displayName = "Link";',
      '  let inner = React.forwardRef(render);',
    ].join('\n')
    expect(annotatePureCalls(code)).toBe(
      [
        'var Form = /* @__PURE__ */ React10.forwardRef(',
        '  (props, ref) => null',
        ');',
        'var Ctx = /* @__PURE__ */ React.createContext(null);',
        'var Memo = /* @__PURE__ */ React3.memo(Inner);',
        'var Pure = /* @__PURE__ */ React.createContext(1);',
        'const Link = /* @__PURE__ */ React$1.forwardRef(render);',
        '  let inner = React.forwardRef(render);',
      ].join('\n'),
    )
  })

  it("finds React Router's unused components in the installed version", () => {
    // If an upgrade changes how the router's bundle is written, this says so before the size
    // budget does.
    const dist = join(dirname(createRequire(import.meta.url).resolve('react-router')), '..')
    const chunks = readdirSync(join(dist, 'production'), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.js'))
      .map((file) => readFileSync(join(dist, 'production', file), 'utf8'))
    const annotated = annotatePureCalls(chunks.join('\n'))
    expect(annotated).toMatch(/^const Form = \/\* @__PURE__ \*\/ React/m)
    expect(annotated).toMatch(/^const Link = \/\* @__PURE__ \*\/ React/m)
    expect(annotated).not.toMatch(/^Form\.displayName = /m)
  })
})
