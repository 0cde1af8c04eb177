import { useTranslation } from 'react-i18next'
import { useToasts } from '../../stores/toasts'
import { Icon } from '../icon'

const icons = {
  success: 'i-lucide-circle-check',
  error: 'i-lucide-circle-alert',
  info: 'i-lucide-info',
}

/** Where toasts show: bottom right, announced politely to screen readers. */
export function Toasts() {
  const toasts = useToasts((s) => s.toasts)
  const remove = useToasts((s) => s.remove)
  const { t } = useTranslation()
  return (
    <div
      aria-live="polite"
      className="fixed bottom-4 right-4 z-50 flex flex-col gap-2 w-[min(22rem,calc(100vw-2rem))]"
    >
      {toasts.map((toast) => (
        <div
          key={toast.id}
          role="status"
          className="card shadow-lg px-4 py-3 flex items-center gap-3 text-sm toast-in"
        >
          <Icon
            name={icons[toast.tone]}
            className={`text-lg ${toast.tone === 'error' ? 'text-red-500' : 'text-primary-500/400'}`}
          />
          <span className="flex-1 text-default">{toast.title}</span>
          <button
            type="button"
            onClick={() => remove(toast.id)}
            className="text-muted hover:text-default keyboard-ring rounded"
          >
            <Icon name="i-lucide-x" />
            <span className="sr-only">{t('ui.close')}</span>
          </button>
        </div>
      ))}
    </div>
  )
}
