/** Telling a full page load from a client navigation, for the redeploy and offline tests. */
import type { Page } from 'playwright-core'
import { url } from './site.ts'

/** An article on the blog list's first page (the oldest ones are on its second). */
export const article = '/blog/image-pipeline-with-sharp'

/** Marks the window; a full page load forgets the mark, a client navigation keeps it. */
export const mark = (page: Page) =>
  page.evaluate(() => ((window as { mark?: number } & Window).mark = 1))
export const marked = (page: Page) =>
  page.evaluate(() => (window as { mark?: number } & Window).mark === 1)

/** Clicks the article's link; `at` turns a path into an address of the host the page is on. */
export async function clickArticleLink(page: Page, at = url) {
  await page.locator(`main a[href="${article}"]`).first().click()
  await page.waitForURL(at(article))
}
