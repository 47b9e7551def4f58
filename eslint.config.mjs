// `npm run lint` (part of `npm test`): the layout rules the README describes, checked on every
// remote, the shell and the services. See scripts/lint/import-boundaries.mjs.
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import boundaries from './scripts/lint/import-boundaries.mjs';

const LITERAL_PATH = 'A literal /api or /internal path: name the call of @tire/contracts instead (its .path, callPath(call, params) or API_PATHS).';
const LITERAL_PAGE = "A page path written by hand: link with @tire/contracts' href('page', query) or PAGE_PATHS (one table of every page).";
/** The site's pages (contracts' PAGE_PATHS), as a path, with or without query, fragment or subpath. */
const PAGE = String.raw`\/(about|contact|privacy-policy|tire-change|track-order|manage-booking|tire-shop|checkout|payment-success|login|signup|profile-setup|dashboard|my-reservations|admin)([?#/].*)?$`;

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
  {
    // A service's layers, one way: entry-points -> domain -> data-access (see import-boundaries.mjs).
    files: ['services/*/src/**/*.ts'],
    ignores: ['**/generated/**'],
    languageOptions: { parser: tseslint.parser },
    plugins: { tire: boundaries },
    rules: { 'tire/service-layers': 'error' },
  },
  {
    // Paths come from the contract (a call's .path, callPath(), API_PATHS), never written again:
    // a path written twice drifts. Tests may write the paths they ask, as a browser would.
    files: ['{mfe-account,mfe-admin,mfe-booking,mfe-shop,shell,packages/platform,services/*,bff}/src/**/*.{ts,tsx}'],
    ignores: ['**/generated/**'],
    languageOptions: { parser: tseslint.parser, parserOptions: { ecmaFeatures: { jsx: true } } },
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: String.raw`Literal[value=/^\/(api|internal)\//]`, message: LITERAL_PATH },
        { selector: String.raw`TemplateElement[value.raw=/^\/(api|internal)\//]`, message: LITERAL_PATH },
        { selector: `Literal[value=/^${PAGE}/]`, message: LITERAL_PAGE },
        { selector: `TemplateElement[value.raw=/^${PAGE}/]`, message: LITERAL_PAGE },
      ],
    },
  },
];
