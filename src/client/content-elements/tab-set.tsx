import { Children, isValidElement, type ReactElement, type ReactNode } from 'react'
import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react'
import { tabGroupKey, useTabChoice } from '../stores/tab-choice'
import { scrollEdges } from './scroll-edges'

/**
 * Tabs over a set of panels, used by tabs and code groups. Every panel is in the HTML: the panels
 * are `static`, so Headless UI never hides one itself (it would with `hidden`, scripts or not);
 * until scripts run, and with them off, all of them show one after another, and the `js` class
 * that the head script sets hides those without `data-selected` before the first paint.
 */
export function TabSet({
  children,
  labelOf,
  className = '',
  fill = false,
}: {
  children: ReactNode
  labelOf: (child: ReactElement) => string
  className?: string
  /**
   * On a phone the tabs share the row's width and a label may take two lines, so every tab shows
   * (the home page's FAQ); they scroll only when even their longest words do not fit. Without
   * it a label keeps one line (a code group's file names) and the row scrolls.
   */
  fill?: boolean
}) {
  const panels = Children.toArray(children).filter(isValidElement) as ReactElement[]
  const labels = panels.map(labelOf)
  const remembered = useTabChoice((s) => s.choices[tabGroupKey(labels)])
  const choose = useTabChoice((s) => s.choose)
  return (
    <TabGroup
      className={`tab-set not-prose my-6 ${className}`}
      selectedIndex={Math.max(0, labels.indexOf(remembered ?? ''))}
      onChange={(i) => choose(labels, labels[i]!)}
    >
      <TabList
        ref={scrollEdges}
        className="tab-list flex gap-1 overflow-x-auto border-b border-default"
      >
        {labels.map((label, i) => (
          <Tab
            key={i}
            className={({ selected }) =>
              `px-3 py-1.5 text-sm -mb-px border-b-2 keyboard-ring ${fill ? 'max-sm:(flex-[1_1_auto] min-w-min text-balance) sm:whitespace-nowrap' : 'whitespace-nowrap'} ${selected ? 'border-primary-500 text-highlighted font-medium' : 'border-transparent text-muted hover:text-default'}`
            }
          >
            {label}
          </Tab>
        ))}
      </TabList>
      <TabPanels>
        {panels.map((panel, i) => (
          <TabPanel key={i} static className="tab-panel pt-3">
            {panel}
          </TabPanel>
        ))}
      </TabPanels>
    </TabGroup>
  )
}
