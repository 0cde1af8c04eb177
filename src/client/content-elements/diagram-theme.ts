/**
 * Mermaid's `base` theme (the one its documentation lets a site recolour) in the site's tokens
 * (uno.config.ts: primary green, secondary blue, neutral slate; shade 500 in light mode and 400 in
 * dark, the page ground white and slate-950): nodes are a soft primary tint with a primary border,
 * lines and labels neutral (lines at 3:1 or more against the ground, as WCAG asks of a graphic's
 * parts), clusters the elevated ground. Values are the palettes' hex codes, so
 * the diagram chunk carries no copy of the CSS.
 */
export function diagramTheme(dark: boolean, fontFamily: string): Record<string, string> {
  const [ground, elevated, border, text, muted, line, node, nodeBorder, alt, altBorder] = dark
    ? // slate-950, -900, -700, -100, -400, -400; green-950, -400; blue-950, -400
      [
        '#020617',
        '#0f172a',
        '#334155',
        '#f1f5f9',
        '#94a3b8',
        '#94a3b8',
        '#052e16',
        '#4ade80',
        '#172554',
        '#60a5fa',
      ]
    : // white, slate-50, -200, -900, -500, -500; green-50, -500; blue-50, -500
      [
        '#ffffff',
        '#f8fafc',
        '#e2e8f0',
        '#0f172a',
        '#64748b',
        '#64748b',
        '#f0fdf4',
        '#22c55e',
        '#eff6ff',
        '#3b82f6',
      ]
  return {
    darkMode: String(dark),
    fontFamily,
    fontSize: '14px',
    background: ground,
    primaryColor: node,
    primaryBorderColor: nodeBorder,
    primaryTextColor: text,
    mainBkg: node,
    nodeBorder,
    nodeTextColor: text,
    secondaryColor: alt,
    secondaryBorderColor: altBorder,
    secondaryTextColor: text,
    tertiaryColor: elevated,
    tertiaryBorderColor: border,
    tertiaryTextColor: text,
    lineColor: line,
    textColor: text,
    titleColor: text,
    edgeLabelBackground: ground,
    // Clusters on the page's ground, as the edge labels inside them are.
    clusterBkg: ground,
    clusterBorder: border,
    noteBkgColor: alt,
    noteBorderColor: altBorder,
    noteTextColor: text,
    labelTextColor: muted,
  }
}
