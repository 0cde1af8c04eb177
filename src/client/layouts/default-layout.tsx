import { lazy, Suspense, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { AppFooter } from '../components/frame/app-footer'
import { AppHeader } from '../components/frame/app-header'
import { OfficialAccountModal } from '../components/share/official-account-modal'
import { Toasts } from '../components/frame/toasts'
import { usePalette } from '../search/palette-store'

const SearchPalette = lazy(() => import('../search/search-palette'))

/** Header, the page, footer; the modal and toasts that any page may raise. */
export function DefaultLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation()
  const paletteUsed = usePalette((s) => s.used)
  return (
    <div className="min-h-screen flex flex-col bg-default text-default">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:(fixed top-2 left-2 z-50 btn btn-solid-primary)"
      >
        {t('site.skip_to_content')}
      </a>
      <AppHeader />
      <main id="main" className="flex-1 w-full mx-auto max-w-5xl px-4 sm:px-6 pt-20">
        {children}
      </main>
      <AppFooter />
      <OfficialAccountModal />
      <Toasts />
      {paletteUsed && (
        <Suspense fallback={null}>
          <SearchPalette />
        </Suspense>
      )}
    </div>
  )
}
