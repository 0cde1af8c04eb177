import { describe, expect, it } from 'vitest'
import { buildRedirectsFile } from './redirects.ts'

describe('buildRedirectsFile', () => {
  it("sends a missing path in a locale's folder to that locale's 404 page, with status 404", () => {
    const rules = (base: string) =>
      buildRedirectsFile({ base, notFoundFolders: ['/en'] })
        .split('\n')
        .filter((line) => line && !line.startsWith('#'))
    expect(rules('/')).toEqual(['/en/* /en/404.html 404'])
    expect(rules('/portfolio/')).toEqual(['/portfolio/en/* /portfolio/en/404.html 404'])
  })
})
