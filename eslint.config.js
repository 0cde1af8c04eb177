// The three zones of docs (DESIGN.md): imports go one way. A crossing fails `npm run lint`.
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'

const nodeBuiltins = ['node:*', 'fs', 'path', 'os', 'url', 'child_process', 'worker_threads']
// unified and rehype-react are not here: they turn compiled bodies into React on both sides
// (src/client/content-elements/render-body.tsx, decision 0028). Parsing and transforming stay build-only.
const buildOnly = [
  'remark-*',
  'rehype-*',
  '!rehype-react',
  'shiki',
  '@shikijs/*',
  'sharp',
  'yaml',
  'mdast-*',
  'hast-util-to-string',
  'github-slugger',
]

export default tseslint.config(
  { ignores: ['dist', 'dist.*', '.dist-*', 'node_modules', 'coverage', '.cache', '**/tmp'] },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    // Shared and pure: no Node, no DOM framework, no build-time libraries.
    files: ['src/shared/**/*.ts'],
    ignores: ['src/shared/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: nodeBuiltins, message: 'src/shared is pure: no Node built-ins.' },
            { group: ['react', 'react-*', 'react/*'], message: 'src/shared is pure: no React.' },
            {
              group: buildOnly,
              message: 'src/shared is pure: build-time libraries live in src/node.',
            },
            {
              regex: '^(\\.\\./)+(node|client)(/|$)',
              message: 'src/shared imports nothing from src/node or src/client.',
            },
          ],
        },
      ],
    },
  },
  {
    // Node only: may use src/shared, never the browser app.
    files: ['src/node/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^(\\.\\./)+client(/|$)', message: 'src/node never imports src/client.' },
          ],
        },
      ],
    },
  },
  {
    // Browser runtime: never Node, never the markdown/highlighting toolchain.
    files: ['src/client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: nodeBuiltins, message: 'src/client runs in the browser: no Node built-ins.' },
            { group: buildOnly, message: 'src/client must not ship build-time libraries.' },
            { regex: '^(\\.\\./)+node(/|$)', message: 'src/client never imports src/node.' },
            {
              // Schemas carry zod; the browser may use only the types inferred from them.
              regex: '^zod$|(^|/)shared/(site-)?schema(\\.ts)?$',
              allowTypeImports: true,
              message:
                'Import only types from the schemas (`import type`), so zod stays out of the bundle.',
            },
          ],
        },
      ],
    },
  },
  {
    // The prerender script reaches the app only through the built SSR entry.
    files: ['prerender/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/src/client/**'],
              message: 'prerender uses the built SSR entry, not app source.',
            },
          ],
        },
      ],
    },
  },
)
