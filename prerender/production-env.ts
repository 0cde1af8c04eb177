/**
 * Imported first by the prerender: this process renders for production, so React's production
 * builds must be the ones loaded. The SSR entry leaves React to Node, and `react`, `react-dom/server`
 * and the JSX runtime pick their build from NODE_ENV when first required; left unset, every page
 * rendered through the development builds (checks, warnings, component stacks), about twice as
 * slow (measured with --cpu-prof on 631 pages).
 */
process.env.NODE_ENV ??= 'production'
