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
 * SHARED_POLICY is that list with, per package, the range every build (shell and remotes) must
 * stay within: scripts/check-remotes.mjs checks each built manifest against it, and the shell
 * refuses at run time a remote whose singleton would be a second copy (shell/src/remotes/shared-policy.ts).
 * The ranges follow the installed majors (react 19.3, react-router 7.18, RTK 2.14, ...): a new
 * major is a platform-wide upgrade, done here first, not one remote's decision.
 * `subpaths: true` shares `<name>/` too (the same range covers the subpaths).
 *
 * The requiredVersion webpack writes into the manifest is still read from the consuming
 * package's package.json (e.g. ^19.2.0), which is narrower than the policy's range.
 */
const SHARED_POLICY = Object.freeze([
  { name: 'react', range: '^19.0.0', subpaths: true },
  { name: 'react-dom', range: '^19.0.0', subpaths: true },
  { name: 'react-router', range: '^7.0.0' },
  { name: 'react-redux', range: '^9.0.0' },
  { name: '@reduxjs/toolkit', range: '^2.0.0', subpaths: true },
  { name: 'react-intl', range: '^12.0.0' },
  { name: '@tire/platform', range: '^0.1.0' },
]);

/** The ModuleFederationPlugin keys of the policy: each package, then `<name>/` for its subpaths. */
const SINGLETONS = SHARED_POLICY.flatMap(({ name, subpaths }) => (subpaths ? [name, `${name}/`] : [name]));

const ROUTER_VERSION = require('react-router/package.json').version;
const ROUTER_FACADE = path.join(__dirname, 'shared', 'react-router.mjs');
const ROUTER_DOM_ALIAS = path.join(__dirname, 'shared', 'react-router-dom.mjs');
/** The real package behind the facade (production build, ESM), under a name that is not shared. */
const ROUTER_FULL = path.join(path.dirname(require.resolve('react-router/package.json')), 'dist', 'production', 'index.mjs');

function sharedSingletons() {
  const shared = Object.fromEntries(SINGLETONS.map((key) => [key, { singleton: true }]));
  // The facade has no package.json of its own: its version is the real package's, and its
  // requiredVersion is the policy's range.
  const router = SHARED_POLICY.find((entry) => entry.name === 'react-router');
  shared['react-router'] = { singleton: true, import: ROUTER_FACADE, version: ROUTER_VERSION, requiredVersion: router.range };
  return shared;
}

/** resolve.alias entries that go with the shared list. */
const SHARED_ALIASES = {
  'react-router-dom$': ROUTER_DOM_ALIAS,
  'react-router-full$': ROUTER_FULL,
};

module.exports = { SHARED_POLICY, sharedSingletons, SHARED_ALIASES };
