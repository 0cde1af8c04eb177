import { localized } from '../i18n/site-locales'
import { useSite } from '../site-context'
import { ResponsiveImage } from './responsive-image'

/** The profile picture for the colour mode: both are in the HTML and CSS shows one, so it never flashes. */
export function ProfilePicture({ size, className = '' }: { size: number; className?: string }) {
  const { site, locale } = useSite()
  const common = {
    alt: localized(site.profile.alt, locale),
    width: size,
    height: size,
    style: { width: size, height: size },
    sizes: `${size}px`,
    displayWidth: size,
    loading: 'eager' as const,
  }
  return (
    <>
      <ResponsiveImage
        src={site.profile.light}
        meta={site.imageMeta?.[site.profile.light]}
        {...common}
        className={`rounded-full dark:hidden ${className}`}
      />
      {/* Lazy: the browser skips it while CSS hides it, so light mode never downloads it. */}
      <ResponsiveImage
        src={site.profile.dark}
        meta={site.imageMeta?.[site.profile.dark]}
        {...common}
        loading="lazy"
        className={`rounded-full hidden dark:block ${className}`}
      />
    </>
  )
}
