/** Crawlers and bots get no error page for a fatal error (SPEC §4): it is only logged. */
const botPattern =
  /bot|crawl|spider|slurp|bingpreview|facebookexternalhit|embedly|quora link preview|showyoucase|outbrain|pinterest|vkshare|w3c_validator|whatsapp|baiduspider|yandex|sogou|360spider|bytespider|petalbot/i

export function isBot(userAgent: string): boolean {
  return botPattern.test(userAgent)
}
