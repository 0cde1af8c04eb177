import { ComboboxOption } from '@headlessui/react'
import type { ReactNode } from 'react'
import { Icon } from '../components/icon'

/** What choosing an option does: go to a page or heading, or set the colour mode. */
export type Choice = { kind: 'go'; to: string } | { kind: 'mode'; mode: 'light' | 'dark' }

export function PaletteOption({
  value,
  icon,
  children,
}: {
  value: Choice
  icon: string
  children: ReactNode
}) {
  return (
    <ComboboxOption
      value={value}
      className="group flex cursor-pointer items-start gap-3 rounded-md px-3 py-2 data-[focus]:bg-primary-50 dark:data-[focus]:bg-primary-950/60"
    >
      <Icon name={icon} className="mt-0.5 text-muted group-data-[focus]:text-primary-500" />
      <span className="min-w-0 flex-1">{children}</span>
    </ComboboxOption>
  )
}
