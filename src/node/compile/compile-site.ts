/**
 * content/site.yml, compiled: parsed with every value's place, validated against the site schema,
 * its images and icons checked. Every problem is returned, each at its line and column.
 */
import { siteSchema } from '../../shared/site-schema.ts'
import { checkIcons } from '../check/check-icons-fs.ts'
import { checkReferences } from '../check/check-references.ts'
import { dataImages } from './file/compile-file.ts'
import { issueProblems } from '../check/explain-issue.ts'
import { parseYamlLocatedKept } from './file/yaml-located.ts'

export function compileSite(
  text: string,
  file: string,
  publicFiles: Set<string>,
  localeCodes: readonly string[],
) {
  const yaml = parseYamlLocatedKept(text, file)
  if (yaml.problems.length) return { problems: yaml.problems }
  const parsed = siteSchema(localeCodes).safeParse(yaml.data, { reportInput: true })
  const problems = checkReferences(dataImages(yaml.data, yaml, file), undefined, {
    pages: new Map(),
    publicFiles,
    specialAnchors: new Set(),
  })
  problems.push(...checkIcons(text, file))
  if (parsed.success) return { site: parsed.data, problems }
  problems.push(...issueProblems(parsed.error.issues, yaml, file))
  return { problems }
}
