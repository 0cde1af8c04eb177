/** Which links lead to another page of this site: shared by preloading and the reload on a new version. */

/** The site path a link goes to, or undefined for other origins, downloads, new tabs and this page. */
export function sitePath(link: HTMLAnchorElement): string | undefined {
  // Files (feeds, images, downloads) are not pages: they have no route chunk and no payload.
  if (link.target === '_blank' || link.hasAttribute('download') || link.type) return undefined
  const url = new URL(link.href, location.href)
  if (url.origin !== location.origin || url.pathname === location.pathname) return undefined
  if (/\.[a-z0-9]+$/i.test(url.pathname)) return undefined
  return url.pathname
}

/** The site link a plain left click (no modifier keys) lands on, as the router would follow it. */
export function clickedSiteLink(event: MouseEvent): HTMLAnchorElement | undefined {
  if (event.button !== 0 || event.defaultPrevented) return undefined
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return undefined
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null
  return link instanceof HTMLAnchorElement && sitePath(link) ? link : undefined
}
