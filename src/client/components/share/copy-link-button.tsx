import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useToasts } from '../../stores/toasts'
import { Icon } from '../icon'

/**
 * Copies `url`; once copied, `onCopied` (the share dialog closes) and a toast says so, outside
 * the dialog where a screen reader still hears it. A copy that fails says so beside the button.
 */
export function CopyLinkButton({ url, onCopied }: { url: string; onCopied: () => void }) {
  const { t } = useTranslation()
  const toast = useToasts((s) => s.add)
  const [failed, setFailed] = useState(false)
  const copy = () =>
    navigator.clipboard.writeText(url).then(
      () => {
        onCopied()
        toast(t('blog.link_copied'))
      },
      () => setFailed(true),
    )
  return (
    <>
      <button type="button" onClick={copy} className="btn btn-outline w-full justify-center">
        <Icon name="i-lucide-link" />
        {t('blog.copy_link')}
      </button>
      {failed && (
        <p role="alert" className="mt-2 text-xs text-red-600 dark:text-red-400">
          {t('blog.copy_failed')}
        </p>
      )}
    </>
  )
}
