// `npm run lint` (part of `npm test`): the layout rules the README describes, checked on every
// remote and the shell. See scripts/lint/import-boundaries.mjs.
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import boundaries from './scripts/lint/import-boundaries.mjs';

export default [
  { ignores: ['**/dist/**', '**/node_modules/**', '**/@mf-types/**'] },
  {
    files: ['{mfe-account,mfe-admin,mfe-booking,mfe-shop,shell}/{src,test}/**/*.{ts,tsx}'],
    languageOptions: { parser: tseslint.parser, parserOptions: { ecmaFeatures: { jsx: true } } },
    plugins: { tire: boundaries, 'react-hooks': reactHooks },
    rules: {
      // React's own rules for hooks: called unconditionally, with every dependency they read.
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'tire/feature-boundaries': 'error',
      'tire/remote-boundaries': 'error',
    },
  },
];
