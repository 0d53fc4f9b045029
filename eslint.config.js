import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import { packageBoundaries } from './scripts/eslint/package-boundaries.js'
import { noSpreadArguments } from './scripts/eslint/no-spread-arguments.js'

// What core must never reach: it runs in Node and browsers without a DOM, React or Konva
// (DESIGN.md §1). Its tsconfig has no DOM lib either; these give the reason in the message.
const notInCore = 'core is pure TypeScript: no DOM, React or Konva (DESIGN.md §1)'
const zodMini = "import from 'zod/mini': classic zod bundles all of zod (packages/core/CONTEXT.md)"
const domGlobals = [
  'window',
  'document',
  'navigator',
  'location',
  'localStorage',
  'sessionStorage',
  'requestAnimationFrame',
  'cancelAnimationFrame',
  'getComputedStyle',
  'HTMLElement',
  'HTMLCanvasElement',
  'HTMLImageElement',
  'HTMLMediaElement',
  'Image',
  'DOMParser',
  'OffscreenCanvas',
]

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/storybook-static/**',
      '**/.sandbox-data/**',
      '**/test-results/**',
      '**/.vitepress/dist/**',
      '**/.next/**',
      'examples/nextjs/next-env.d.ts',
      '**/.vitepress/cache/**',
      'docs/site/public/reference/**',
      'test/docs/.examples/**',
      'test/docs/.run/**',
      'test/docs/.run-node/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  // Type-aware rules, through the TypeScript project service (each file's nearest tsconfig.json).
  // A subset of recommendedTypeChecked: its no-unsafe-* family reports every use of `unknown` JSON
  // narrowed by hand (how lossless documents are read, on purpose), and its stylistic rules
  // (no-unnecessary-type-assertion: 24 hits, none a bug) would only churn files. These catch real
  // bugs: promises nobody awaits or handles, promises passed where a void callback is expected,
  // `await` on non-promises, objects stringified as "[object Object]".
  {
    files: ['**/*.ts', '**/*.tsx'],
    languageOptions: {
      parserOptions: {
        projectService: {
          // Config files outside every tsconfig's include.
          allowDefaultProject: [
            'vitest.config.ts',
            'packages/{core,api,cli}/vitest.config.ts',
            'packages/api/vitest.browser.config.ts',
            'apps/sandbox/vitest.config.ts',
            'stories/.storybook/*.ts',
            'scripts/font-library-plugin.ts',
            'scripts/eslint/*.d.ts',
          ],
          // The config files above (10 today) are linted without a tsconfig of their own.
          maximumDefaultProjectFileMatchCount_THIS_WILL_SLOW_DOWN_LINTING: 16,
        },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/no-base-to-string': 'error',
      '@typescript-eslint/restrict-template-expressions': [
        'error',
        { allowNumber: true, allowBoolean: true, allowNullish: true },
      ],
    },
  },
  // Workspace boundaries: public exports only, in the direction the manifests declare.
  {
    plugins: {
      podscene: {
        rules: {
          'package-boundaries': packageBoundaries,
          'no-spread-arguments': noSpreadArguments,
        },
      },
    },
    rules: { 'podscene/package-boundaries': 'error' },
  },
  // No spread of arrays into calls in core: documents make lists of any length (issue 26).
  // (src only: tests spread small fixed lists into variadic helpers such as fc.constantFrom.)
  {
    files: ['packages/core/src/**/*.ts'],
    rules: { 'podscene/no-spread-arguments': 'error' },
  },
  {
    files: ['packages/core/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['react', 'react-dom', 'react-konva', 'konva', 'wavesurfer.js'].map((name) => ({
            name,
            message: notInCore,
          })),
          patterns: [
            {
              group: ['react/*', 'react-dom/*', 'konva/*', 'wavesurfer.js/*'],
              message: notInCore,
            },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        ...domGlobals.map((name) => ({ name, message: notInCore })),
      ],
    },
  },
  // Schemas on zod/mini (issue 28, packages/core/CONTEXT.md): classic `zod` hangs every method on
  // every schema, so one import bundles nearly all of zod into the editor.
  {
    files: ['packages/core/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            ...['react', 'react-dom', 'react-konva', 'konva', 'wavesurfer.js'].map((name) => ({
              name,
              message: notInCore,
            })),
            { name: 'zod', message: zodMini },
          ],
          patterns: [
            {
              group: ['react/*', 'react-dom/*', 'konva/*', 'wavesurfer.js/*'],
              message: notInCore,
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/api/src/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { paths: [{ name: 'zod', message: zodMini }] }],
    },
  },
  {
    files: [
      'packages/react/**/*.{ts,tsx}',
      'apps/studio/**/*.{ts,tsx}',
      'stories/**/*.{ts,tsx}',
      'test/**/*.tsx',
    ],
    ...reactHooks.configs.flat.recommended,
    rules: {
      ...reactHooks.configs.flat.recommended.rules,
      // Off: React Compiler rules for patterns this code uses on purpose (no React Compiler here).
      // refs: the canvas reads and writes refs during render to reuse the previous element array
      // and compiled scene, so a playback frame re-renders nothing (packages/react/CONTEXT.md);
      // immutability: video and subtitle renderers update Konva nodes from callbacks;
      // globals: tests and stories keep the Editor a component made in an outer variable;
      // set-state-in-effect: state reset when a prop changes (inspector drafts, studio loading).
      // rules-of-hooks, exhaustive-deps and the other compiler rules stay on.
      'react-hooks/refs': 'off',
      'react-hooks/immutability': 'off',
      'react-hooks/globals': 'off',
      'react-hooks/set-state-in-effect': 'off',
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['**/*.js', '**/*.mjs', 'scripts/**'],
    languageOptions: {
      globals: { process: 'readonly', console: 'readonly', URL: 'readonly' },
    },
  },
)
