import { useTranslation } from 'react-i18next'
import { useToasts } from '../stores/toasts'
import { Icon } from './icon'

/** Copies the page's address and says so in a toast. */
export function CopyLinkButton() {
  const { t } = useTranslation()
  const toast = useToasts((s) => s.add)
  const copy = () =>
    navigator.clipboard.writeText(location.href.split('#')[0]!).then(
      () => toast(t('blog.link_copied')),
      () => toast(t('blog.copy_failed'), 'error'),
    )
  return (
    <button type="button" onClick={copy} className="btn btn-outline text-sm">
      <Icon name="i-lucide-link" />
      {t('blog.copy_link')}
    </button>
  )
}
