import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react'
import { Fragment } from 'react'
import { useTranslation } from 'react-i18next'
import type { ShareChunk } from '../../content/artifact'
import { CopyLinkButton } from './copy-link-button'
import { Icon } from './icon'
import { QrCode } from './qr-code'

/** The share dialog: the article's QR code for WeChat's Scan, and its link to copy. A chunk of its own. */
export default function ShareDialog({
  share,
  onClose,
}: {
  share: ShareChunk
  onClose: () => void
}) {
  const { t } = useTranslation()
  return (
    <Dialog open onClose={onClose} className="fixed inset-0 z-50">
      <div className="fixed inset-0 bg-neutral-950/50 backdrop-blur-sm" aria-hidden="true" />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel className="card w-full max-w-xs p-6 shadow-xl text-center" data-testid="share">
          <div className="flex items-start justify-between gap-2">
            <DialogTitle className="text-lg font-semibold text-highlighted text-left">
              {t('share.title')}
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
          <QrCode
            qr={share.qr}
            label={t('share.qr_label')}
            url={share.url}
            className="mx-auto my-4 block size-50 rounded-lg"
          />
          <p className="text-sm text-muted text-pretty">{t('share.hint')}</p>
          <p className="my-4 select-all break-words text-xs text-muted">
            {share.url.split(/(?<=\/)/).map((part, i) => (
              <Fragment key={i}>
                {part}
                <wbr />
              </Fragment>
            ))}
          </p>
          <CopyLinkButton url={share.url} />
        </DialogPanel>
      </div>
    </Dialog>
  )
}
