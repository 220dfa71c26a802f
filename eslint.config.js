// ESLint for the whole repo (flat config): JavaScript's and typescript-eslint's recommended rules, eslint-plugin-svelte's
// recommended rules for Svelte 5 components and rune modules (the compiler's accessibility and runes warnings included),
// and, with LINT_TYPES=1 (`npm run lint:types`), two type-aware rules on promises. Formatting is Prettier's (.prettierrc);
// only the line length, which Prettier cannot always wrap, is checked here. It must not format anything itself.
import js from '@eslint/js';
import { defineConfig, globalIgnores, includeIgnoreFile } from 'eslint/config';
import svelte from 'eslint-plugin-svelte';
import globals from 'globals';
import { fileURLToPath } from 'node:url';
import ts from 'typescript-eslint';
import svelteConfig from './svelte.config.js';

/** Files the root tsconfig.json covers: only these can use the type-aware rules. */
const typed = ['src/**/*.ts', 'src/**/*.svelte', 'tests/**/*.ts', 'vite.config.ts', 'playwright.config.ts'];
/**
 * The type-aware rules build a TypeScript program of the whole project first: on 2 cores that tripled ESLint's time
 * (19 s to 54 s of CPU) and found one problem in the whole repo, so they run on request only.
 */
const withTypes = process.env.LINT_TYPES === '1';
const promiseRules = {
  files: typed,
  languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
  rules: {
    // A promise nobody awaits can fail silently: a write that never lands, a tap shown as saved that was not.
    '@typescript-eslint/no-floating-promises': 'error',
    '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }]
  }
};

export default defineConfig(
  includeIgnoreFile(fileURLToPath(new URL('./.gitignore', import.meta.url))),
  globalIgnores(['tests/fixtures/', 'static/']),
  js.configs.recommended,
  ts.configs.recommended,
  svelte.configs.recommended,
  svelte.configs.prettier,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // TypeScript checks names itself (svelte-check, tsc); this rule does not know types or Svelte's globals.
      'no-undef': 'off',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true }
      ],
      // What Prettier leaves long: strings, template literals, URLs and regular expressions are not cut; comments and code are.
      'max-len': [
        'error',
        { code: 140, tabWidth: 2, ignoreStrings: true, ignoreTemplateLiterals: true, ignoreUrls: true, ignoreRegExpLiterals: true }
      ],
      eqeqeq: ['error', 'smart'],
      // The compiler's own warnings (accessibility, runes, unused CSS), as svelte-check reports them.
      'svelte/valid-compile': 'error',
      'svelte/button-has-type': 'error',
      'svelte/no-target-blank': 'error',
      'svelte/block-lang': ['error', { script: 'ts', style: null }],
      // Every link would need resolve(): the app is served from its origin's root (no kit.paths.base; the service worker's
      // scope, the manifest and the CSP assume it), so resolve() would change nothing on some 35 links and gotos.
      'svelte/no-navigation-without-resolve': 'off',
      // {' '} before screen-reader text is deliberate: it makes the space that separates it from the visible label explicit.
      'svelte/no-useless-mustaches': 'off',
      // It flags a Map built and read within one computation (a count by value), which is not state.
      'svelte/prefer-svelte-reactivity': 'off'
    }
  },
  {
    files: ['**/*.svelte', '**/*.svelte.ts', '**/*.svelte.js'],
    languageOptions: { parserOptions: { parser: ts.parser, extraFileExtensions: ['.svelte'], svelteConfig } }
  },
  ...(withTypes ? [promiseRules] : [])
);
