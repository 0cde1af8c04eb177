import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

const styles = {
  note: {
    icon: 'i-lucide-info',
    tone: 'border-secondary-500/40 bg-secondary-50 dark:bg-secondary-950/40',
    text: 'text-secondary-600 dark:text-secondary-400',
  },
  tip: {
    icon: 'i-lucide-lightbulb',
    tone: 'border-primary-500/40 bg-primary-50 dark:bg-primary-950/40',
    text: 'text-primary-600 dark:text-primary-400',
  },
  warning: {
    icon: 'i-lucide-triangle-alert',
    tone: 'border-amber-500/40 bg-amber-50 dark:bg-amber-950/40',
    text: 'text-amber-600 dark:text-amber-400',
  },
  caution: {
    icon: 'i-lucide-octagon-alert',
    tone: 'border-red-500/40 bg-red-50 dark:bg-red-950/40',
    text: 'text-red-600 dark:text-red-400',
  },
}

export function Callout({
  type = 'note',
  title,
  children,
}: {
  type?: string
  title?: string
  children?: ReactNode
}) {
  const { t } = useTranslation()
  const style = styles[type as keyof typeof styles] ?? styles.note
  return (
    <aside
      className={`callout not-prose my-6 rounded-lg border px-4 py-3 ${style.tone}`}
      data-type={type}
    >
      <p className={`flex items-center gap-2 font-semibold ${style.text}`}>
        <span aria-hidden="true" className={`${style.icon} text-lg`} />
        {title ?? t(`callout.${type}`)}
      </p>
      <div className="callout-body prose-inner mt-1 text-toned">{children}</div>
    </aside>
  )
}
