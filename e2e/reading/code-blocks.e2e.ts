/**
 * Code blocks as the best docs have them (issue 34, item 3; decision 0033): a title, diff lines
 * with a sign as well as a colour, focus that dims the other lines until the reader points at
 * the block, line numbers where the fence asks, all prerendered and shown with JavaScript off;
 * and a copy button that copies the code as it reads after the change.
 */
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { repoRoot } from '../support/project-fs.ts'
import { base, hydrated, inLocale, open, url, useBrowser } from '../support/site.ts'

const browser = useBrowser()
const locales = ['zh', 'en']
const darkMode = '/blog/dark-mode-without-a-flash'
const images = '/blog/image-pipeline-with-sharp'

/** The code block whose title (the fence's `[label]`) is `label`. */
const block = (page: Page, label: string) =>
  page.locator('.code-block').filter({ has: page.locator(`pre[data-label="${label}"]`) })

/** What a line's pseudo-element and box look like, as the reader sees them. */
const lineStyles = (pre: Locator) =>
  pre.locator('.line').evaluateAll((lines) =>
    lines.map((line) => ({
      classes: line.className,
      text: line.textContent,
      sign: getComputedStyle(line, '::after').content,
      number: getComputedStyle(line, '::before').content,
      background: getComputedStyle(line).backgroundColor,
      filter: getComputedStyle(line).filter,
      opacity: Number(getComputedStyle(line).opacity),
    })),
  )

/** Scripts off: what the prerendered page shows before (or without) any script. */
const still = (path: string) =>
  open(path, {
    javaScriptEnabled: false,
    reducedMotion: 'reduce',
    viewport: { width: 1280, height: 900 },
  })

describe.each(locales)('code blocks in %s, with JavaScript off', (locale) => {
  it('show the title above the block and no notation comment anywhere', async () => {
    const { page } = await still(inLocale(darkMode, locale))
    expect(await block(page, 'color-mode-button.tsx').locator('.code-label').textContent()).toBe(
      'color-mode-button.tsx',
    )
    expect(await block(page, 'index.html').locator('.code-label').isVisible()).toBe(true)
    expect(await page.locator('main pre').allTextContents()).not.toContainEqual(
      expect.stringContaining('[!code'),
    )
    await page.close()
  })

  it('mark added and removed lines with a + or − sign, not colour alone', async () => {
    const { page } = await still(inLocale(darkMode, locale))
    const lines = await lineStyles(block(page, 'color-mode-button.tsx').locator('pre'))
    const [plain, added, removed] = [
      lines[0]!,
      lines.find((l) => l.classes.includes('add'))!,
      lines.find((l) => l.classes.includes('remove'))!,
    ]
    expect(lines.map((l) => l.sign)).toEqual(['none', '"+"', '"−"', '"+"'])
    expect(removed.text).toContain('applyColorMode(mode)')
    expect(new Set([plain.background, added.background, removed.background]).size).toBe(3)
    await page.close()
  })

  it('dim the lines around the focused ones until the reader points at the block', async () => {
    const { page } = await still(inLocale(darkMode, locale))
    const focus = block(page, 'e2e/color-mode.e2e.ts')
    const lines = await lineStyles(focus.locator('pre'))
    const focused = lines.filter((l) => l.classes.includes('focused'))
    const others = lines.filter((l) => !l.classes.includes('focused'))
    expect(focused.map((l) => l.text)).toEqual([
      expect.stringContaining('document.body'),
      expect.stringContaining('darkAtBody ='),
    ])
    for (const line of focused) expect([line.filter, line.opacity]).toEqual(['none', 1])
    for (const line of others) {
      expect(line.filter).toMatch(/^blur/)
      expect(line.opacity).toBeLessThan(1)
    }
    await focus.hover()
    for (const line of await lineStyles(focus.locator('pre')))
      expect([line.filter, line.opacity]).toEqual(['none', 1])
    // Blocks without focused lines are never dimmed.
    await page.mouse.move(0, 0)
    for (const line of await lineStyles(block(page, 'index.html').locator('pre')))
      expect(line.filter).toBe('none')
    await page.close()
  })

  it('number the lines of the blocks that ask for it, and only those', async () => {
    for (const [path, numbered, plain] of [
      [darkMode, 'index.html', 'color-mode-button.tsx'],
      [images, 'figure.tsx', 'sharp.ts'],
    ] as const) {
      const { page } = await still(inLocale(path, locale))
      const lines = await lineStyles(block(page, numbered).locator('pre'))
      expect(lines.length).toBeGreaterThan(5)
      for (const line of lines) expect(line.number).toMatch(/^counter\(line\)/)
      // The numbers take room: the code starts further in than in a block without them.
      const indent = (label: string) =>
        block(page, label)
          .locator('.line')
          .first()
          .evaluate(
            (line) =>
              line.querySelector('span')!.getBoundingClientRect().left -
              line.closest('pre')!.getBoundingClientRect().left,
          )
      expect(await indent(numbered)).toBeGreaterThan((await indent(plain)) + 16)
      for (const line of await lineStyles(block(page, plain).first().locator('pre')))
        expect(line.number).toBe('none')
      await page.close()
    }
  })
})

/** The fence of `label` in the markdown source, as the reader should get it from the button. */
async function expectedCopy(locale: string, label: string, last = false): Promise<string> {
  const source = await readFile(join(repoRoot, 'content', locale, `${images}.md`), 'utf8')
  const at = last ? source.lastIndexOf(`[${label}]`) : source.indexOf(`[${label}]`)
  const start = source.indexOf('\n', at) + 1
  const code = source.slice(start, source.indexOf('\n```', start)).split('\n')
  return code
    .filter((line) => !line.includes('[!code --]'))
    .map((line) => line.replace(/\s*\/\/ \[!code [^\]]+\]$/, ''))
    .join('\n')
}

describe.each(locales)('the copy button in %s', (locale) => {
  it('copies the code as it reads after the change: no removed lines, markers or numbers', async () => {
    const context = await browser().newContext({ serviceWorkers: 'block' })
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: base })
    const page = await context.newPage()
    await page.goto(url(inLocale(images, locale)), { waitUntil: 'load' })
    await hydrated(page)
    const copy = async (code: Locator) => {
      await code.locator('button').click()
      return page.evaluate(() => navigator.clipboard.readText())
    }
    const figure = await copy(block(page, 'figure.tsx'))
    expect(figure).toBe(await expectedCopy(locale, 'figure.tsx'))
    expect(figure).toContain('sizes="(min-width: 768px) 720px, 100vw"')
    expect(figure).not.toContain('sizes="100vw"')
    expect(figure.startsWith('export function Figure(')).toBe(true)
    // A line highlighted by comment is copied like any other, without its comment.
    const rotate = await copy(block(page, 'sharp.ts').last())
    expect(rotate).toBe(await expectedCopy(locale, 'sharp.ts', true))
    expect(rotate).toContain('  .rotate()\n')
    await context.close()
  })
})
