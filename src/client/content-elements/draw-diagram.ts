/**
 * Mermaid, in a chunk of its own that only a page with a diagram loads (diagram.tsx imports this
 * module dynamically): it is several hundred KB, far past any page's first-load budget.
 */
import mermaid from 'mermaid'
import { diagramTheme } from './diagram-theme'

export type Drawn = { svg: string } | { error: string }

let drawn = 0

/**
 * A flowchart drawn top to bottom instead of sideways, for a column too narrow for its width (a
 * phone): a chain read down the screen, not a third of it and the rest out of view.
 */
const upright = (source: string) =>
  source.replace(/^(\s*(?:flowchart|graph|direction)\s+)(?:LR|RL)\b/gm, '$1TB')

/**
 * The diagram as SVG in the given colour mode, or the parser's message when it does not parse;
 * `narrow` draws a sideways flowchart upright.
 */
export async function drawDiagram(source: string, dark: boolean, narrow = false): Promise<Drawn> {
  if (narrow) source = upright(source)
  mermaid.initialize({
    startOnLoad: false,
    securityLevel: 'strict',
    // The site's colours and type, not Mermaid's grey defaults (diagram-theme.ts).
    theme: 'base',
    themeVariables: diagramTheme(dark, getComputedStyle(document.body).fontFamily),
    // No `flowchart.subGraphTitleMargin`: it gives a group's title room, but moves every edge
    // label in the diagram down by the same amount, off its line (mermaid-js/mermaid#7341).
  })
  try {
    // Parsed first: `render` would leave an error picture of its own in the document.
    await mermaid.parse(source)
    const { svg } = await mermaid.render(`diagram-${++drawn}`, source)
    return { svg }
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) }
  }
}
