import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Icon } from '../icon'

/** The small centred dialog the QR codes open in: a title, a close button, then its content. */
export function QrDialog({
  title,
  testId,
  onClose,
  children,
}: {
  title: string
  testId: string
  onClose: () => void
  children: ReactNode
}) {
  const { t } = useTranslation()
  return (
    <Dialog open onClose={onClose} className="fixed inset-0 z-50">
      <div className="fixed inset-0 bg-neutral-950/50 backdrop-blur-sm" aria-hidden="true" />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel
          className="card w-full max-w-xs p-6 shadow-xl text-center"
          data-testid={testId}
        >
          <div className="flex items-start justify-between gap-2">
            <DialogTitle className="text-lg font-semibold text-highlighted text-left">
              {title}
            </DialogTitle>
            <button
              type="button"
              onClick={onClose}
              className="btn btn-ghost px-1.5"
              aria-label={t('ui.close')}
            >
              <Icon name="i-lucide-x" className="text-lg" />
            </button>
          </div>
          {children}
        </DialogPanel>
      </div>
    </Dialog>
  )
}
