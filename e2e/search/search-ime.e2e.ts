/**
 * Typing with an input method in the search palette (issue 35, item 2), in both languages: a real
 * composition driven through the DevTools protocol, as an input method drives the page. The arrows
 * that move among candidates leave the palette's selection where it was; the Enter that confirms
 * a candidate opens nothing, whether it comes before the composition ends (Chromium) or after
 * (Safari, key code 229); once the text is in, Enter and the arrows work the palette again.
 */
import type { CDPSession, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { activeOption, options, palette } from '../support/palette.ts'
import { open, useBrowser } from '../support/site.ts'

useBrowser()

/**
 * A key as the input method lets it through: key code 229 ("the input method took it"), with the
 * key's own name as Safari gives it (Chromium says "Process"; a name is what the combobox reads).
 */
async function imeKey(cdp: CDPSession, key: 'ArrowDown' | 'ArrowUp' | 'Enter') {
  const base = { key, code: key, windowsVirtualKeyCode: 229, nativeVirtualKeyCode: 229 }
  await cdp.send('Input.dispatchKeyEvent', { type: 'rawKeyDown', ...base })
  await cdp.send('Input.dispatchKeyEvent', { type: 'keyUp', ...base })
}

/** Lets the page render and the frames Headless UI waits for pass. */
const frames = (page: Page) =>
  page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  )

const locales = [
  // What the reader composes, a pinyin syllable string, and the characters they confirm.
  { lang: 'zh', home: '/', composing: 'ziti', text: '字体' },
  { lang: 'en', home: '/en', composing: 'font', text: 'font' },
] as const

describe.each(locales)('an input method in the $lang palette', ({ home, composing, text }) => {
  async function compose(page: Page, cdp: CDPSession) {
    await palette(page).getByRole('combobox').fill('')
    await cdp.send('Input.imeSetComposition', {
      text: composing,
      selectionStart: composing.length,
      selectionEnd: composing.length,
    })
    await expect.poll(() => options(page).count()).toBeGreaterThan(2)
    await expect.poll(() => activeOption(page)).toEqual({ active: 0, marked: 0 })
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('INPUT')
  }

  it('keeps the arrows and Enter of a composition from the palette, and hands them back after', async () => {
    const { page, errors } = await open(home)
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true')
    const from = page.url()
    await page.keyboard.press('Control+k')
    await palette(page).waitFor()
    const cdp = await page.context().newCDPSession(page)

    // Arrows while composing: the candidates move, not the palette's selection.
    await compose(page, cdp)
    await imeKey(cdp, 'ArrowDown')
    await imeKey(cdp, 'ArrowDown')
    await frames(page)
    expect(await activeOption(page)).toEqual({ active: 0, marked: 0 })

    // Enter confirms the candidate before the composition ends (Chromium's order).
    await imeKey(cdp, 'Enter')
    await cdp.send('Input.insertText', { text })
    await frames(page)
    expect(await palette(page).getByRole('combobox').inputValue()).toBe(text)
    expect(await palette(page).isVisible()).toBe(true)

    // The composition ends first, then the Enter's keydown arrives (Safari's order).
    await compose(page, cdp)
    await cdp.send('Input.insertText', { text })
    await frames(page)
    await imeKey(cdp, 'Enter')
    await frames(page)
    expect(await palette(page).getByRole('combobox').inputValue()).toBe(text)
    expect(await palette(page).isVisible()).toBe(true)
    expect(page.url()).toBe(from)

    // The text is in: the arrows move the selection again, and Enter opens the active result.
    await expect.poll(() => options(page).count()).toBeGreaterThan(2)
    await page.keyboard.press('ArrowDown')
    await expect.poll(() => activeOption(page)).toEqual({ active: 1, marked: 1 })
    await page.keyboard.press('Enter')
    await page.waitForURL((address) => address.href !== from)
    await palette(page).waitFor({ state: 'detached' })
    expect(errors).toEqual([])
    await page.close()
  })
})
