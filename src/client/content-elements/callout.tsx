import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Icon } from '../components/icon'

/** Each kind's icon; its colours are the `callout-<kind>` shortcuts (uno.config.ts). */
const icons: Record<string, string> = {
  note: 'i-lucide-info',
  tip: 'i-lucide-lightbulb',
  warning: 'i-lucide-triangle-alert',
  caution: 'i-lucide-octagon-alert',
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
  const kind = Object.hasOwn(icons, type) ? type : 'note'
  return (
    <aside
      className={`callout not-prose my-6 rounded-lg border px-4 py-3 callout-${kind}`}
      data-type={type}
    >
      <p className={`flex items-start gap-2 font-semibold callout-title-${kind}`}>
        <span className="icon-line">
          <Icon name={icons[kind]!} className="text-lg" />
        </span>
        {title ?? t(`callout.${type}`)}
      </p>
      <div className="callout-body prose-inner mt-1 text-toned">{children}</div>
    </aside>
  )
}
