import { localized } from '../../content/locales'
import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react'
import { useTranslation } from 'react-i18next'
import { withBase } from '../base-path'
import { useSite } from '../site-context'
import { Icon } from './icon'

/** The QR code dialog. A chunk of its own: Headless UI loads only when someone opens it. */
export default function OfficialAccountDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation()
  const { site, locale } = useSite()
  const name = localized(site.officialAccount.name, locale)
  return (
    <Dialog open onClose={onClose} className="fixed inset-0 z-50">
      <div className="fixed inset-0 bg-neutral-950/50 backdrop-blur-sm" aria-hidden="true" />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel
          className="card w-full max-w-xs p-6 shadow-xl text-center"
          data-testid="official-account"
        >
          <div className="flex items-start justify-between gap-2">
            <DialogTitle className="text-lg font-semibold text-highlighted text-left">
              {t('home.follow_official_account_title')}
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
          <img
            src={withBase(site.officialAccount.qr)}
            alt={t('home.official_account_qr', { name })}
            width={200}
            height={200}
            className="mx-auto my-4 size-50 rounded bg-white p-2"
          />
          <p className="text-sm text-muted">{t('home.official_account_hint', { name })}</p>
        </DialogPanel>
      </div>
    </Dialog>
  )
}
