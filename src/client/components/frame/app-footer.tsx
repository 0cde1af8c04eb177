import { editUrl } from '../../../shared/page/edit-url'
import { feedPaths } from '../../../shared/page/head-tags'
import { localePrefix, localized } from '../../i18n/site-locales'
import { Fragment, useSyncExternalStore } from 'react'
import { useTranslation } from 'react-i18next'
import { useMatches } from 'react-router'
import { withBase } from '../../addresses/base-path'
import { useSite } from '../../site-context'
import { SocialLinks } from '../social-links'
import { Icon } from '../icon'

/** The year never changes while a page is open: nothing to subscribe to. */
const unchanging = () => () => {}
const thisYear = () => new Date().getFullYear()
const buildYear = () => __BUILD_YEAR__

/**
 * Credits, the configured links, the filing numbers linking to their registries, and the copyright
 * line. Its year is the visitor's current year: the prerendered HTML holds the build's, hydration
 * starts from it (the server snapshot) and React then renders this year, so a page built in
 * December is right in January without a deploy. A page written in a file of `content/` names it
 * in its data (`source`), and with site.yml's `repository` the footer links to it to edit.
 */
export function AppFooter() {
  const { t } = useTranslation()
  const { site, locale } = useSite()
  const year = useSyncExternalStore(unchanging, thisYear, buildYear)
  const source = (useMatches().at(-1)?.loaderData as { source?: string } | undefined)?.source
  const edit = editUrl(site, locale, source)
  return (
    <footer className="border-t border-default mt-16">
      <div className="mx-auto max-w-5xl px-4 sm:px-6 py-8 flex flex-col-reverse sm:flex-row items-center justify-between gap-4 text-sm text-muted">
        <div className="flex flex-col items-center sm:items-start gap-1 text-center sm:text-left">
          <p>{t('footer.copyright', { year, name: localized(site.title, locale) })}</p>
          <p>
            {/* Parts joined by " · " keep together, so a phone breaks the line at a dot (…发布 · | 用
                React 与 Markdown 搭建), never just after one. */}
            {localized(site.footer.credits, locale)
              .split(' · ')
              .map((part, i, parts) => (
                <Fragment key={i}>
                  {i > 0 && ' '}
                  <span className="inline-block">
                    {part}
                    {i < parts.length - 1 && '\u00a0·'}
                  </span>
                </Fragment>
              ))}
          </p>
          {site.filing && (
            // Chinese registries' numbers, set as Chinese on every page: the same face and the
            // same room between 浙 and ICP as on a Chinese page (chinese-typography.css).
            <p className="filing-numbers" lang="zh-CN">
              {[site.filing, site.filing.publicSecurity].map(
                (filing, i) =>
                  filing && (
                    <a
                      key={i}
                      href={filing.url}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="inline-flex items-center gap-1 hover:text-default"
                    >
                      {i > 0 && (
                        <img
                          src={withBase('/icons/public-security-filing.svg')}
                          alt={t('footer.public_security_emblem')}
                          width={14}
                          height={14}
                        />
                      )}
                      {filing.number}
                    </a>
                  ),
              )}
            </p>
          )}
          {edit && (
            <a
              href={edit}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center gap-1 hover:text-default"
            >
              <Icon name="i-lucide-pencil" />
              {t('footer.edit')}
            </a>
          )}
        </div>
        <nav aria-label={t('footer.links')} className="flex items-center gap-1">
          <SocialLinks links={site.footer.links} />
          <a
            href={withBase(feedPaths(localePrefix(locale)).rss)}
            type="application/rss+xml"
            aria-label={t('footer.feed')}
            title={t('footer.feed')}
            className="btn btn-ghost px-2"
          >
            <Icon name="i-lucide-rss" className="text-lg" />
          </a>
        </nav>
      </div>
    </footer>
  )
}
