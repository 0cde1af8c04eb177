/** Telling a full page load from a client navigation, for the redeploy and offline tests. */
import type { Page } from 'playwright-core'
import { url } from './site'

/** An article on the blog list's first page (the oldest ones are on its second). */
export const article = '/blog/image-pipeline-with-sharp'

/** Marks the window; a full page load forgets the mark, a client navigation keeps it. */
export const mark = (page: Page) =>
  page.evaluate(() => ((window as { mark?: number } & Window).mark = 1))
export const marked = (page: Page) =>
  page.evaluate(() => (window as { mark?: number } & Window).mark === 1)

export async function clickArticleLink(page: Page) {
  await page.locator(`main a[href="${article}"]`).first().click()
  await page.waitForURL(url(article))
}
