import type { ReactNode } from 'react'

const sidebar =
  'hidden lg:(block col-span-2 sticky top-24 self-start max-h-[calc(100vh-8rem)] overflow-y-auto)'

/**
 * The page grid (SPEC §2, §9): 10 columns, with optional left and right sidebars of 2 each. The
 * sidebars show on wide screens only, each held in view as the page scrolls; below that the main
 * column takes the width (an article offers its sidebars above its body: article-guide.tsx).
 */
export function PageGrid({
  left,
  right,
  labels,
  children,
}: {
  left?: ReactNode
  right?: ReactNode
  /** Each sidebar's name: two `aside` landmarks on one page must be told apart (axe). */
  labels?: { left?: string; right?: string }
  children: ReactNode
}) {
  const span = left && right ? 'lg:col-span-6' : left || right ? 'lg:col-span-8' : 'lg:col-span-10'
  // With sidebars the grid outgrows the page column: it breaks out to a wider, still centred box.
  const wide =
    left || right
      ? 'lg:relative lg:left-1/2 lg:w-[min(80rem,calc(100vw-4rem))] lg:-translate-x-1/2'
      : ''
  return (
    <div className={`lg:grid lg:grid-cols-10 lg:gap-10 ${wide}`}>
      {left && (
        <aside aria-label={labels?.left} className={sidebar}>
          {left}
        </aside>
      )}
      <div className={`min-w-0 ${span}`}>{children}</div>
      {right && (
        <aside aria-label={labels?.right} className={sidebar}>
          {right}
        </aside>
      )}
    </div>
  )
}
