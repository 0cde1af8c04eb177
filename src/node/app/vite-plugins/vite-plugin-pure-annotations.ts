/**
 * Marks React Router's top-level `React.forwardRef(…)`, `React.createContext(…)` and
 * `React.memo(…)` calls as pure, so the bundler can drop the components the site never uses.
 *
 * Why: React Router's modules leave these calls unannotated. A call
 * might have side effects, so Rollup keeps every such component: `Form` (and with it `useSubmit`,
 * the form-data helpers…), `FetcherForm`, the framework-mode prefetch links. Those calls only
 * build a component or a context object, so calling them or not changes nothing but the size.
 */
import type { Plugin } from 'vite'

/** Which modules to annotate: React Router's own distribution files. */
const reactRouterModule = /[\\/]node_modules[\\/]react-router[\\/]dist[\\/].+\.m?js$/

/**
 * A top-level `const Name = React$1.forwardRef(` (or `var`, `let`; createContext, memo) without an
 * annotation.
 */
const unannotatedCall =
  /^((?:var|let|const) [\w$]+ = )(React[\w$]*\.(?:forwardRef|createContext|memo)\()/gm

/**
 * A top-level `Name.displayName = "…";`. Setting a property on a value the bundler cannot see into
 * counts as a side effect, which would keep the component alive; the name only shows in React's
 * developer tools, and this plugin runs only for production builds.
 */
const displayNameAssignment = /^[\w$]+\.displayName = "[^"\n]*";\n/gm

/** Adds the `@__PURE__` annotation to the calls above and drops display names; nothing else. */
export function annotatePureCalls(code: string): string {
  return code.replace(unannotatedCall, '$1/* @__PURE__ */ $2').replace(displayNameAssignment, '')
}

export function pureAnnotationsPlugin(): Plugin {
  return {
    name: 'pure-annotations',
    apply: 'build',
    transform(code, id) {
      if (!reactRouterModule.test(id)) return
      const annotated = annotatePureCalls(code)
      return annotated === code ? undefined : { code: annotated, map: null }
    },
  }
}
