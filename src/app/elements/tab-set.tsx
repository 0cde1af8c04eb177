import { Children, isValidElement, useId, type ReactElement, type ReactNode } from 'react'
import { tabGroupKey, useTabChoice } from '../stores/tab-choice'

/**
 * Tabs over a set of panels, used by tabs and code groups. Every panel is in the HTML: until
 * scripts run (and with them off) all of them show, one after another; the `js` class that the
 * head script sets hides the unselected ones before the first paint.
 */
export function TabSet({
  children,
  labelOf,
  className = '',
}: {
  children: ReactNode
  labelOf: (child: ReactElement) => string
  className?: string
}) {
  const panels = Children.toArray(children).filter(isValidElement) as ReactElement[]
  const id = useId()
  const labels = panels.map(labelOf)
  const remembered = useTabChoice((s) => s.choices[tabGroupKey(labels)])
  const choose = useTabChoice((s) => s.choose)
  const selected = Math.max(0, labels.indexOf(remembered ?? ''))
  const setSelected = (i: number) => choose(labels, labels[i]!)
  const move = (to: number) => {
    const next = (to + panels.length) % panels.length
    setSelected(next)
    document.getElementById(`${id}-tab-${next}`)?.focus()
  }
  return (
    <div className={`tab-set not-prose my-6 ${className}`}>
      <div role="tablist" className="flex gap-1 overflow-x-auto border-b border-default">
        {labels.map((label, i) => (
          <button
            key={i}
            id={`${id}-tab-${i}`}
            type="button"
            role="tab"
            aria-selected={i === selected}
            aria-controls={`${id}-panel-${i}`}
            tabIndex={i === selected ? 0 : -1}
            onClick={() => setSelected(i)}
            onKeyDown={(e) => {
              if (e.key === 'ArrowRight') move(i + 1)
              if (e.key === 'ArrowLeft') move(i - 1)
              if (e.key === 'Home') move(0)
              if (e.key === 'End') move(panels.length - 1)
            }}
            className={`px-3 py-1.5 text-sm -mb-px border-b-2 whitespace-nowrap focus-ring ${i === selected ? 'border-primary-500 text-highlighted font-medium' : 'border-transparent text-muted hover:text-default'}`}
          >
            {label}
          </button>
        ))}
      </div>
      {panels.map((panel, i) => (
        <div
          key={i}
          id={`${id}-panel-${i}`}
          role="tabpanel"
          aria-labelledby={`${id}-tab-${i}`}
          className="tab-panel pt-3"
          data-selected={i === selected ? '' : undefined}
        >
          {panel}
        </div>
      ))}
    </div>
  )
}
