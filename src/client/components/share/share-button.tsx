import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { ShareChunk } from '../../../shared/artifact'
import { phonesOnly } from '../../tooltips/phones-only'
import { Icon } from '../icon'

const ShareDialog = lazy(() => import('./share-dialog'))

/**
 * Shares an article: the system share sheet where the browser has one (Web Share API), else a
 * dialog with its QR code and link. A reader who cancels the sheet has chosen; only a sheet that
 * fails opens the dialog instead.
 */
export function ShareButton({ title, share }: { title: string; share: ShareChunk }) {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  const button = useRef<HTMLButtonElement>(null)
  const opened = useRef(false)
  // Headless UI gives focus back to what had it before it loaded, and it loads on the first
  // click: the button takes it back itself, once the dialog (and its inert page) is gone.
  useEffect(() => {
    if (open) opened.current = true
    else if (opened.current) button.current?.focus()
  }, [open])
  const onClick = async () => {
    const data = { title, url: share.url }
    if ('share' in navigator && 'canShare' in navigator && navigator.canShare(data)) {
      try {
        return await navigator.share(data)
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') return
      }
    }
    setOpen(true)
  }
  return (
    <>
      <button
        ref={button}
        type="button"
        onClick={onClick}
        data-tooltip={phonesOnly}
        // As tall as the language button beside it, whose label shows where this one's is hidden.
        className="btn btn-outline text-sm shrink-0 self-stretch"
      >
        <Icon name="i-lucide-share-2" />
        <span className="max-sm:sr-only">{t('share.button')}</span>
      </button>
      {open && (
        <Suspense fallback={null}>
          <ShareDialog share={share} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  )
}
