import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { localizePath } from '../../i18n/site-locales'
import { useSite } from '../../site-context'
import { Icon } from '../icon'

/** Back to the blog list in the reader's language, above an article or a list of articles. */
export function BackToBlog() {
  const { t } = useTranslation()
  const { locale } = useSite()
  return (
    <Link to={localizePath('/blog', locale)} className="btn btn-link text-sm">
      <Icon name="i-lucide-arrow-left" /> {t('blog.back')}
    </Link>
  )
}
