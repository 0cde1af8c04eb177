import { useTranslation } from 'react-i18next'
import { useToasts } from '../stores/toasts'
import { Icon } from './icon'
import { phonesOnly } from '../tooltips/phones-only'

/** Copies the page's address and says so in a toast. On phones only its icon shows. */
export function CopyLinkButton() {
  const { t } = useTranslation()
  const toast = useToasts((s) => s.add)
  const copy = () =>
    navigator.clipboard.writeText(location.href.split('#')[0]!).then(
      () => toast(t('blog.link_copied')),
      () => toast(t('blog.copy_failed'), 'error'),
    )
  return (
    <button
      type="button"
      onClick={copy}
      data-tooltip={phonesOnly}
      className="btn btn-outline text-sm shrink-0"
    >
      <Icon name="i-lucide-link" />
      <span className="max-sm:sr-only">{t('blog.copy_link')}</span>
    </button>
  )
}
