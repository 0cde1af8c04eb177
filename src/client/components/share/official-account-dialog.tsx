import { localized } from '../../i18n/site-locales'
import { useTranslation } from 'react-i18next'
import { withBase } from '../../addresses/base-path'
import { useSite } from '../../site-context'
import { QrDialog } from './qr-dialog'

/** The QR code dialog. A chunk of its own: Headless UI loads only when someone opens it. */
export default function OfficialAccountDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation()
  const { site, locale } = useSite()
  const name = localized(site.officialAccount.name, locale)
  return (
    <QrDialog
      title={t('home.follow_official_account_title')}
      testId="official-account"
      onClose={onClose}
    >
      <img
        src={withBase(site.officialAccount.qr)}
        alt={t('home.official_account_qr', { name })}
        width={200}
        height={200}
        className="mx-auto my-4 size-50 rounded bg-white p-2"
      />
      <p className="text-sm text-muted">{t('home.official_account_hint', { name })}</p>
    </QrDialog>
  )
}
