import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Icon } from '../components/icon'

/**
 * Titles take shade 700 in light mode: on the tinted 50 backgrounds the 600s fall under AA
 * (green 3.1:1, amber 3.1:1, red 4.4:1); 700 gives 4.8 to 6.2:1.
 */
const styles = {
  note: {
    icon: 'i-lucide-info',
    tone: 'border-secondary-500/40 bg-secondary-50 dark:bg-secondary-950/40',
    text: 'text-secondary-700 dark:text-secondary-400',
  },
  tip: {
    icon: 'i-lucide-lightbulb',
    tone: 'border-primary-500/40 bg-primary-50 dark:bg-primary-950/40',
    text: 'text-accent',
  },
  warning: {
    icon: 'i-lucide-triangle-alert',
    tone: 'border-amber-500/40 bg-amber-50 dark:bg-amber-950/40',
    text: 'text-amber-700 dark:text-amber-400',
  },
  caution: {
    icon: 'i-lucide-octagon-alert',
    tone: 'border-red-500/40 bg-red-50 dark:bg-red-950/40',
    text: 'text-red-700 dark:text-red-400',
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
        <Icon name={style.icon} className="text-lg" />
        {title ?? t(`callout.${type}`)}
      </p>
      <div className="callout-body prose-inner mt-1 text-toned">{children}</div>
    </aside>
  )
}
