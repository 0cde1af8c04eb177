import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation, useNavigate } from 'react-router'
import { useSite } from '../site-context'
import { Icon } from './icon'

/**
 * Opening any page with `#official-account` (SPEC §2, §4) shows the account's QR code; the hash
 * then leaves the address without a reload, so a reload does not open it again.
 */
export function OfficialAccountModal() {
  const { t } = useTranslation()
  const { site, locale } = useSite()
  const location = useLocation()
  const navigate = useNavigate()
  const [open, setOpen] = useState(false)
  const anchor = `#${site.officialAccount.anchor}`

  useEffect(() => {
    if (location.hash !== anchor) return
    // The hash exists only in the browser, after hydration; opening here keeps SSR and client equal.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setOpen(true)
    void navigate(
      { pathname: location.pathname, search: location.search },
      { replace: true, preventScrollReset: true },
    )
  }, [location.hash, location.pathname, location.search, anchor, navigate])

  return (
    <Dialog open={open} onClose={() => setOpen(false)} className="fixed inset-0 z-50">
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
              onClick={() => setOpen(false)}
              className="btn btn-ghost px-1.5"
              aria-label={t('common.close')}
            >
              <Icon name="i-lucide-x" className="text-lg" />
            </button>
          </div>
          <img
            src={site.officialAccount.qr}
            alt=""
            width={200}
            height={200}
            className="mx-auto my-4 size-50 rounded bg-white p-2"
          />
          <p className="text-sm text-muted">
            {t('home.official_account_hint', { name: site.officialAccount.name[locale] })}
          </p>
        </DialogPanel>
      </div>
    </Dialog>
  )
}
