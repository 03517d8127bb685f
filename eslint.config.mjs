import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import tseslint from 'typescript-eslint';

const config = [
  {
    ignores: [
      '.next/**',
      '.next-*/**',
      '.content/**',
      'public/lab-engine/**',
      'public/exercise-sandbox/**',
      'public/data/**',
      'public/sw.js',
      'node_modules/**',
      'next-env.d.ts',
      '.spike/**',
      'reports/**',
      'test-results/**',
      'playwright-report/**',
      'lib/spec/**/*.json',
      'scripts/.shot.mjs',
    ],
  },
  ...nextVitals,
  ...nextTs,
  {
    files: ['**/*.ts', '**/*.tsx', '**/*.mts'],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { '@typescript-eslint': tseslint.plugin },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    // An exercise's starter is a TODO: its parameters are there for the learner to use.
    files: ['content/exercises/*/starter.ts'],
    rules: { '@typescript-eslint/no-unused-vars': 'off' },
  },
  {
    // Playwright fixtures call a function named `use`; it is not a React hook.
    files: ['tests/e2e/**/*.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
];

export default config;
