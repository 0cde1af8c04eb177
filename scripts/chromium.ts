/** Debian's Chromium driven by playwright-core: nothing downloads a browser of its own here. */
import { chromium, type Browser } from 'playwright-core'

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
      // The browser's language unless a context sets `locale`: one no test site has, so the offer
      // of the other language (issue 35, item 3) shows only in the tests that ask for it.
      '--accept-lang=de-DE',
    ],
  })
}
