import { describe, expect, it } from 'vitest'
import { repoRoot } from '../../../../e2e/support/project-fs.ts'
import { webAppManifest } from './web-app-manifest-fs.ts'

describe('webAppManifest', () => {
  it("names the site in its first language and installs from the site's own folder", () => {
    const manifest = webAppManifest(repoRoot)
    expect(manifest).toMatchObject({
      name: '林舟',
      short_name: '林舟',
      lang: 'zh-CN',
      start_url: './',
      scope: './',
      display: 'standalone',
    })
    expect(manifest.description).toMatch(/前端工程师/)
    expect(manifest.icons?.filter((i) => i.purpose === 'maskable')).toHaveLength(1)
  })

  it('still gives an installable shape when site.yml cannot be read', () => {
    const manifest = webAppManifest('/nonexistent')
    expect(manifest.name).toBe('')
    expect(manifest.icons).toHaveLength(3)
    expect(manifest.theme_color).toBe('#ffffff')
  })
})
