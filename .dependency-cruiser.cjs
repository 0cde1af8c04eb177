/**
 * `npm run check:deps` (part of `npm run check`): the import graph's own rules, beside the zone
 * rule of eslint.config.js. No module may import itself through a loop, and the folders import
 * one way: tests and benchmarks import from the code, never the other way round.
 * @type {import('dependency-cruiser').IConfiguration}
 */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'An import loop: modules that need each other cannot be read, tested or split alone.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'code-not-to-tests',
      severity: 'error',
      comment: 'The site and its build never import tests, end-to-end support or benchmarks.',
      from: { path: '^(src|prerender|scripts)/', pathNot: '\\.test\\.tsx?$' },
      to: { path: '^(e2e|bench|test)/|\\.test\\.tsx?$' },
    },
    {
      name: 'tests-not-to-bench',
      severity: 'error',
      comment:
        'Tests do not import benchmarks: a benchmark builds on test support, not the reverse.',
      from: { path: '^(e2e|test)/|\\.test\\.tsx?$' },
      to: { path: '^bench/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    exclude: { path: '^(node_modules|dist|e2e/waline-server)/' },
  },
}
