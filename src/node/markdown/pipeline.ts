/**
 * The markdown pipeline, assembled once. The order matters:
 * 1. parse, front matter (so its lines keep their numbers), GFM, then directives, and at once
 *    give back the colons of times and ratios (10:30) that the directive syntax took;
 * 2. GitHub alerts before the element plugins, so `> [!NOTE]` and `:::note` end alike;
 * 3. the element plugins claim their directives; the unknown-directive check runs after all of
 *    them, so it sees only what nobody claimed; then English quotes and dashes
 *    (`smartPunctuation`), last in mdast, where code is still its own node and text that GitHub
 *    alerts and directives read (`[!NOTE]`, labels) has been read;
 * 4. to hast with the raw HTML kept, parsed at once (rehype-raw, where there is any) and passed through the allow-list
 *    before anything else touches the tree, so the classes, ids and styles the later plugins add
 *    are never sanitized away; heading ids before Shiki, so ids are never taken from code;
 * 5. remark-math with GFM, so `$…$` is read wherever text is; KaTeX and the mermaid fences after
 *    the allow-list (KaTeX's MathML, classes and inline styles are the build's own output, not an
 *    author's HTML, and the sanitizer would strip them) and before Shiki, which would otherwise
 *    take ```` ```math ```` and ```` ```mermaid ```` for code in an unknown language;
 * 6. Chinese autospacing last, once code, formulas and diagrams are elements it can leave alone
 *    (Chinese pages only: `autospace`), with what no line may start with glued to what is before
 *    it (a footnote marker, its back link, a formula's full stop: `rehype-glue.ts`); each number
 *    glued to its unit in every language (`rehype-number-units.ts`), and each hyphenated word of
 *    inline code kept whole (`rehype-code-words.ts`); then the phrase breaks of Chinese headings,
 *    which autospacing would not look past (`phrases`).
 */
import type { Root as HastRoot } from 'hast'
import type { Root as MdastRoot, Yaml } from 'mdast'
import remarkDirective from 'remark-directive'
import remarkFrontmatter from 'remark-frontmatter'
import remarkGfm from 'remark-gfm'
import remarkMath from 'remark-math'
import remarkParse from 'remark-parse'
import remarkRehype from 'remark-rehype'
import { unified } from 'unified'
import { VFile } from 'vfile'
import type { TocEntry } from '../../shared/schema.ts'
import { footnoteLabelsOf, type FootnoteLabels } from './footnote-labels.ts'
import { rehypeAutospace } from './rehype/chinese/rehype-autospace.ts'
import { rehypeCodeWords } from './rehype/keep-together/rehype-code-words.ts'
import { rehypeGlue } from './rehype/keep-together/rehype-glue.ts'
import { rehypeNumberUnits } from './rehype/keep-together/rehype-number-units.ts'
import { rehypeAllowList } from './rehype/rehype-allow-list.ts'
import { rehypeHeadingIds } from './rehype/rehype-heading-ids.ts'
import { rehypeRawWherePresent } from './rehype/rehype-raw-where-present.ts'
import { rehypeRestoreNodeData, rehypeStashNodeData } from './rehype/rehype-keep-node-data.ts'
import { rehypeMath } from './rehype/rehype-math.ts'
import { rehypeMermaid } from './rehype/rehype-mermaid.ts'
import { rehypePhraseBreaks } from './rehype/chinese/rehype-phrase-breaks.ts'
import { rehypeShiki } from './rehype/shiki/rehype-shiki.ts'
import { rehypeTaskLabels } from './rehype/rehype-task-labels.ts'
import { remarkAccordion } from './remark/directives/remark-accordion.ts'
import { remarkCallout } from './remark/directives/remark-callout.ts'
import { remarkCard } from './remark/directives/remark-card.ts'
import { remarkCodeGroup } from './remark/directives/remark-code-group.ts'
import { remarkGithubAlert } from './remark/remark-github-alert.ts'
import { remarkInline } from './remark/remark-inline.ts'
import { remarkLiteralColon } from './remark/remark-literal-colon.ts'
import { remarkSmartPunctuation } from './remark/remark-smart-punctuation.ts'
import { remarkSteps } from './remark/directives/remark-steps.ts'
import { remarkTabs } from './remark/directives/remark-tabs.ts'
import { remarkUnknownDirective } from './remark/directives/remark-unknown-directive.ts'

export const knownElements = [
  'note',
  'tip',
  'warning',
  'caution',
  'code-group',
  'tabs',
  'tab',
  'card',
  'card-group',
  'steps',
  'accordion',
  'accordion-item',
  'badge',
  'kbd',
  'icon',
]

/** What the site configuration adds to the pipeline (`content/site.yml`). */
export interface MarkdownOptions {
  /** Hosts an `<iframe>` may load from (`embeds.iframeHosts`). */
  iframeHosts?: readonly string[]
  /** Room between Han and Latin letters or digits where CSS lacks `text-autospace` (Chinese). */
  autospace?: boolean
  /** A `<wbr>` between the phrases of each heading (Chinese). */
  phrases?: boolean
  /** Curly quotes, en and em dashes and ellipses for straight ones in prose (English). */
  smartPunctuation?: boolean
}

const createProcessor = (
  labels: FootnoteLabels,
  { autospace, phrases, smartPunctuation, ...allow }: Required<MarkdownOptions>,
) =>
  unified()
    .use(remarkParse)
    .use(remarkFrontmatter, ['yaml'])
    .use(remarkGfm)
    .use(remarkMath)
    .use(remarkDirective)
    .use(remarkLiteralColon)
    .use(remarkGithubAlert)
    .use(remarkCallout)
    .use(remarkCodeGroup)
    .use(remarkTabs)
    .use(remarkCard)
    .use(remarkSteps)
    .use(remarkAccordion)
    .use(remarkInline)
    .use(remarkUnknownDirective(knownElements))
    .use(smartPunctuation ? [remarkSmartPunctuation] : [])
    .use(remarkRehype, { ...labels, allowDangerousHtml: true })
    .use(rehypeStashNodeData)
    .use(rehypeRawWherePresent)
    .use(rehypeAllowList, allow)
    .use(rehypeRestoreNodeData)
    .use(rehypeHeadingIds)
    .use(rehypeTaskLabels)
    .use(rehypeMath)
    .use(rehypeMermaid)
    .use(rehypeShiki)
    .use(autospace ? [rehypeAutospace, rehypeGlue] : [])
    .use(rehypeNumberUnits)
    .use(rehypeCodeWords)
    .use(phrases ? [rehypePhraseBreaks] : [])

const processors = new Map<string, ReturnType<typeof createProcessor>>()

export interface CompiledMarkdown {
  /**
   * The raw front matter and the line it starts on (1-based), for located YAML errors, and the
   * offset in the text where it ends (the body follows).
   */
  frontmatter?: { value: string; line: number; end: number }
  tree: HastRoot
  headings: TocEntry[]
  /** The body has a formula: its page needs KaTeX's stylesheet. */
  math: boolean
  /** Problems found by the plugins, with 1-based line and column. */
  messages: { message: string; line: number; column: number }[]
}

export async function compileMarkdown(
  text: string,
  path: string,
  labels: FootnoteLabels = footnoteLabelsOf(undefined),
  options: MarkdownOptions = {},
): Promise<CompiledMarkdown> {
  // One processor per labels, hosts, spacing, phrases and punctuation: each is baked into it.
  const settings = {
    iframeHosts: [...(options.iframeHosts ?? [])].sort(),
    autospace: options.autospace ?? false,
    phrases: options.phrases ?? false,
    smartPunctuation: options.smartPunctuation ?? false,
  }
  const key = JSON.stringify([labels, settings])
  let processor = processors.get(key)
  if (!processor) processors.set(key, (processor = createProcessor(labels, settings)))
  const file = new VFile({ value: text, path })
  // Parsed apart from `run` to read the front matter node, which the hast tree no longer has.
  const mdast = processor.parse(file) as MdastRoot
  const yaml = mdast.children.find((n): n is Yaml => n.type === 'yaml')
  const tree = (await processor.run(mdast, file)) as HastRoot
  return {
    frontmatter: yaml
      ? {
          value: yaml.value,
          line: (yaml.position?.start.line ?? 1) + 1,
          end: yaml.position?.end.offset ?? 0,
        }
      : undefined,
    tree,
    headings: file.data.headings ?? [],
    math: file.data.math ?? false,
    messages: file.messages.map((m) => ({
      message: m.reason,
      line: m.line ?? 1,
      column: m.column ?? 1,
    })),
  }
}
