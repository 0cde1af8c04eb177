import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { NavItem } from '../../../shared/artifact'
import type { TocEntry } from '../../../shared/schema'
import { Icon } from '../icon'
import { NavTree } from './nav-tree'
import { Toc } from './toc'

function Section({ label, icon, children }: { label: string; icon: string; children: ReactNode }) {
  return (
    <details className="group">
      <summary className="flex cursor-pointer list-none items-center gap-2 rounded-lg px-4 py-3 text-sm font-medium text-highlighted keyboard-ring">
        <Icon name={icon} className="text-muted" />
        <span className="flex-1">{label}</span>
        <Icon
          name="i-lucide-chevron-down"
          className="text-muted transition-transform group-open:rotate-180"
        />
      </summary>
      <div className="px-4 pb-4">{children}</div>
    </details>
  )
}

/**
 * What the sidebars of an article hold, for screens too narrow for them: its table of contents
 * and its place in the blog, each in a native disclosure (closed, and working without scripts).
 */
export function ArticleGuide({
  toc,
  tree,
  lang,
}: {
  toc: TocEntry[]
  tree: NavItem[]
  /** The headings' language, where it is not the page's (Toc). */
  lang?: string
}) {
  const { t } = useTranslation()
  return (
    <div className="card mt-8 divide-y divide-neutral-200 dark:divide-neutral-800 lg:hidden">
      {toc.length > 0 && (
        <Section label={t('ui.onThisPage')} icon="i-lucide-table-of-contents">
          <Toc toc={toc} heading={false} lang={lang} />
        </Section>
      )}
      <Section label={t('blog.tree')} icon="i-lucide-folder-tree">
        <NavTree tree={tree} heading={false} />
      </Section>
    </div>
  )
}
