const { createFederatedConfig } = require('@tire/webpack-config');

/** The account remote: `account/pages` for the shell, and standalone.html for its team. */
module.exports = createFederatedConfig({
  name: 'account',
  dir: __dirname,
  port: 3003,
  exposes: { './pages': './src/pages.tsx' },
  standaloneEntry: './src/standalone.tsx',
});
