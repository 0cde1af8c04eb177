import { localized } from '../../content/locales'
import { useSite } from '../site-context'

/** The profile picture for the colour mode: both are in the HTML and CSS shows one, so it never flashes. */
export function ProfilePicture({ size, className = '' }: { size: number; className?: string }) {
  const { site, locale } = useSite()
  const common = {
    alt: localized(site.profile.alt, locale),
    width: size,
    height: size,
    style: { width: size, height: size },
  }
  return (
    <>
      <img
        src={site.profile.light}
        {...common}
        className={`rounded-full dark:hidden ${className}`}
      />
      <img
        src={site.profile.dark}
        {...common}
        className={`rounded-full hidden dark:block ${className}`}
      />
    </>
  )
}
