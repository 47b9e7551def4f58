const { createFederatedConfig } = require('@tire/webpack-config');

/** The admin remote: `admin/pages` for the shell, and standalone.html for its team. */
module.exports = createFederatedConfig({
  name: 'admin',
  dir: __dirname,
  port: 3004,
  exposes: { './pages': './src/pages.tsx' },
  standaloneEntry: './src/standalone.tsx',
});
