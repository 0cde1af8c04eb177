import { useEffect, type RefObject } from 'react'
import { useTranslation } from 'react-i18next'

/**
 * Zoom for the images of a rendered body: the library is fetched only when the body has one, after
 * the page is up, so it is never part of the first load.
 */
export function useImageZoom(body: RefObject<HTMLElement | null>, key: string): void {
  const { t } = useTranslation()
  useEffect(() => {
    const root = body.current
    if (!root?.querySelector('img')) return
    let undo: (() => void) | undefined
    let live = true
    import('./zoom-images')
      .then((zoom) => {
        if (live) undo = zoom.zoomImages(root, t)
      })
      // Without its chunk (a deploy removed it) an image simply stays as it is.
      .catch(() => {})
    return () => {
      live = false
      undo?.()
    }
  }, [body, key, t])
}
