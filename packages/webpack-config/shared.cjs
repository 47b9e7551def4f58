'use strict';

const path = require('node:path');

/**
 * The federation singletons: one list for the shell and every remote, so that React, the router,
 * the store and the i18n provider exist exactly once on a page.
 *
 * - `react/` and `react-dom/` share the subpaths (`react/jsx-runtime`, `react-dom/client`):
 *   sharing `react` alone does not cover them and would load a second React.
 * - `react-router` is shared as a facade (shared/react-router.mjs) holding the browser-routing
 *   API: a shared module is never tree-shaken, and the whole package would cost ~60 KB gzip on
 *   every first load. `react-router-dom` (which in v7 only re-exports react-router) is an alias
 *   that imports the shared `react-router`, so both names reach the same single instance.
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
  'react-redux',
  '@reduxjs/toolkit',
  '@reduxjs/toolkit/',
  'react-intl',
  '@tire/platform',
];

const ROUTER_VERSION = require('react-router/package.json').version;
const ROUTER_FACADE = path.join(__dirname, 'shared', 'react-router.mjs');
const ROUTER_DOM_ALIAS = path.join(__dirname, 'shared', 'react-router-dom.mjs');
/** The real package behind the facade (production build, ESM), under a name that is not shared. */
const ROUTER_FULL = path.join(path.dirname(require.resolve('react-router/package.json')), 'dist', 'production', 'index.mjs');

function sharedSingletons() {
  const shared = Object.fromEntries(SINGLETONS.map((key) => [key, { singleton: true }]));
  shared['react-router'] = { singleton: true, import: ROUTER_FACADE, version: ROUTER_VERSION, requiredVersion: '^7.0.0' };
  return shared;
}

/** resolve.alias entries that go with the shared list. */
const SHARED_ALIASES = {
  'react-router-dom$': ROUTER_DOM_ALIAS,
  'react-router-full$': ROUTER_FULL,
};

module.exports = { SINGLETONS, sharedSingletons, SHARED_ALIASES };
