/**
 * Body images that open large (issue 34): medium-zoom, in a chunk of its own that the article
 * loads once it shows a body with images (use-image-zoom.ts). Each image becomes a button named
 * in the reader's language; Enter or Space opens it as a click does, Esc, a click or a scroll
 * closes it, and focus comes back to the image. The zoomed copy shows the largest variant.
 */
import type { TFunction } from 'i18next'
import mediumZoom from 'medium-zoom'

const added = ['tabindex', 'role', 'aria-label', 'data-zoom-src']

/** Makes the images of `root` zoomable; returns what undoes it. */
export function zoomImages(root: HTMLElement, t: TFunction): () => void {
  // An image inside a link goes where the link goes.
  const images = [...root.querySelectorAll<HTMLImageElement>('img:not(a img)')]
  for (const image of images) {
    image.tabIndex = 0
    image.setAttribute('role', 'button')
    image.setAttribute(
      'aria-label',
      image.alt ? t('image.zoom_alt', { alt: image.alt }) : t('image.zoom'),
    )
    // srcset lists the variants narrowest first.
    const largest = image.srcset.split(', ').pop()?.split(' ')[0]
    if (largest) image.dataset.zoomSrc = largest
  }
  // No background of its own: the overlay takes the colour mode's from content-elements.css.
  const zoom = mediumZoom(images, { margin: 16, background: '' })
  const onKey = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' && event.key !== ' ') return
    event.preventDefault()
    void zoom.open({ target: event.currentTarget as HTMLImageElement })
  }
  const refocus = (event: Event) => (event.target as HTMLElement).focus({ preventScroll: true })
  for (const image of images) image.addEventListener('keydown', onKey)
  zoom.on('closed', refocus)
  return () => {
    zoom.off('closed', refocus)
    zoom.detach()
    for (const image of images) {
      image.removeEventListener('keydown', onKey)
      for (const name of added) image.removeAttribute(name)
    }
  }
}
