const { createFederatedConfig } = require('@tire/webpack-config');

/**
 * The host. It names no remote here: remotes come from /remotes.json at start-up, so a team
 * redeploys its remote without rebuilding the shell. Served by the BFF on port 8080. Its public
 * pages are also rendered to HTML at build time (dist/prerendered/, src/prerender/), which the
 * BFF sends, so a page paints before any script has run.
 */
module.exports = createFederatedConfig({
  name: 'shell',
  dir: __dirname,
  port: 8080,
  isHost: true,
  entry: './src/index.ts',
  prerender: './src/prerender/prerender-pages.tsx',
});
