import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Icon } from './icon'

/** SPEC §9: the 'copied' state lasts 1500 ms (as elements/code-block.tsx's, whose chunk we spare an export). */
const copiedMs = 1500

/** Copies `url`, and says so on the button itself for a moment (SPEC §9), or that it could not. */
export function CopyLinkButton({ url }: { url: string }) {
  const { t } = useTranslation()
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle')
  const copy = () =>
    navigator.clipboard.writeText(url).then(
      () => {
        setState('copied')
        setTimeout(() => setState('idle'), copiedMs)
      },
      () => setState('failed'),
    )
  return (
    <>
      <button type="button" onClick={copy} className="btn btn-outline w-full justify-center">
        <Icon name={state === 'copied' ? 'i-lucide-check' : 'i-lucide-link'} />
        <span aria-live="polite">
          {state === 'copied' ? t('blog.link_copied') : t('blog.copy_link')}
        </span>
      </button>
      {state === 'failed' && (
        <p role="alert" className="mt-2 text-xs text-red-600 dark:text-red-400">
          {t('blog.copy_failed')}
        </p>
      )}
    </>
  )
}
