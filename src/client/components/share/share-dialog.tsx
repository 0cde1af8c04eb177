import { Fragment } from 'react'
import { useTranslation } from 'react-i18next'
import type { ShareChunk } from '../../../shared/artifact'
import { CopyLinkButton } from './copy-link-button'
import { QrCode } from './qr-code'
import { QrDialog } from './qr-dialog'

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
    <QrDialog title={t('share.title')} testId="share" onClose={onClose}>
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
      <CopyLinkButton url={share.url} onCopied={onClose} />
    </QrDialog>
  )
}
