import { useTranslation } from 'react-i18next'
import { useLoaderData } from 'react-router'
import type { Project } from '../../shared/schema'
import { PageHero } from '../components/page-hero'
import { loadPageHeader, type PageHeader } from '../head/page-header'
import type { PageLoad } from '../data/route-loader'
import { ResponsiveImage } from '../components/responsive-image'
import { Icon } from '../components/icon'

interface ProjectsData extends PageHeader {
  projects: Pick<
    Project,
    'title' | 'description' | 'date' | 'image' | 'url' | 'tags' | 'stem' | 'imageMeta'
  >[]
}

export const load: PageLoad<ProjectsData> = async ({ locale, queryCollection }) => {
  const header = await loadPageHeader(queryCollection, 'project', locale)
  const projects = await queryCollection('projects', locale)
    .order('date', 'DESC')
    .select('title', 'description', 'date', 'image', 'url', 'tags', 'stem', 'imageMeta')
    .all()
  return { ...header, projects }
}

export function Component() {
  const { page, projects, lag } = useLoaderData() as ProjectsData
  const { t } = useTranslation()
  return (
    <>
      <PageHero
        links={page.links}
        title={page.title}
        lag={lag}
        phrases={page.titlePhrases}
        description={page.description}
      />
      <ul className="grid gap-6 sm:grid-cols-2">
        {projects.map((project, i) => (
          <li
            key={project.stem}
            className="rise card overflow-hidden group flex flex-col transition hover:-translate-y-0.5 hover:shadow-md"
          >
            <ResponsiveImage
              src={project.image}
              meta={project.imageMeta?.[project.image]}
              sizes="(min-width: 768px) 30rem, 100vw"
              displayWidth={480}
              priority={i === 0}
              alt=""
              width={600}
              height={375}
              className="aspect-[16/10] w-full object-cover border-b border-default"
            />
            <div className="flex flex-1 flex-col p-5">
              <p className="text-sm text-muted tabular-nums">{project.date.slice(0, 4)}</p>
              <h2 className="mt-1 text-lg font-semibold text-highlighted text-balance">
                <a
                  href={project.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="after:(absolute inset-0 content-empty) keyboard-ring rounded"
                >
                  {project.title}
                </a>
              </h2>
              <p className="mt-2 flex-1 text-muted">{project.description}</p>
              {/* The link icon keeps the row's end however many lines the tags take. */}
              <div className="mt-4 flex items-end gap-2">
                <ul className="flex min-w-0 flex-1 flex-wrap gap-1.5">
                  {project.tags.map((tag) => (
                    <li key={tag} className="rounded bg-muted px-2 py-0.5 text-xs text-toned">
                      {tag}
                    </li>
                  ))}
                </ul>
                <span className="inline-flex shrink-0 items-center gap-1 text-sm text-accent">
                  <span className="sr-only">{t('project.visit', { title: project.title })}</span>
                  <Icon name="i-lucide-square-arrow-out-up-right" />
                </span>
              </div>
            </div>
          </li>
        ))}
      </ul>
    </>
  )
}
