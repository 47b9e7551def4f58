'use strict';

/**
 * The federation singletons: one list for the shell and every remote, so that React, the router,
 * the store and the i18n provider exist exactly once on a page.
 *
 * - `react/` and `react-dom/` share the subpaths (`react/jsx-runtime`, `react-dom/client`):
 *   sharing `react` alone does not cover them and would load a second React.
 * - `react-router-dom` 7 re-exports `react-router` (and `react-router/dom`), so both are shared.
 * - `@reduxjs/toolkit/` covers `@reduxjs/toolkit/query` and `/query/react`, where the base API lives.
 * - `@tire/platform` holds the one RTK Query API, the toasts and the language: a singleton too.
 * - `@tire/contracts` is not shared on purpose: it is stateless (schemas and constants), and as
 *   a shared module it could not be tree-shaken, so every page would pay for zod.
 *
 * requiredVersion is read by webpack from the consuming package's package.json.
 */
const SINGLETONS = [
  'react',
  'react/',
  'react-dom',
  'react-dom/',
  'react-router',
  'react-router/',
  'react-router-dom',
  'react-redux',
  '@reduxjs/toolkit',
  '@reduxjs/toolkit/',
  'react-intl',
  '@tire/platform',
];

function sharedSingletons() {
  return Object.fromEntries(SINGLETONS.map((key) => [key, { singleton: true }]));
}

module.exports = { SINGLETONS, sharedSingletons };
