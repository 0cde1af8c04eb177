import type { ReactNode } from 'react'

/** A labelled run of options; the label is not an option, so the list skips it. */
export function PaletteGroup({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div role="presentation" className="py-2">
      <p
        role="presentation"
        className="px-3 pb-1 text-xs font-semibold uppercase tracking-wider text-muted"
      >
        {label}
      </p>
      {children}
    </div>
  )
}
