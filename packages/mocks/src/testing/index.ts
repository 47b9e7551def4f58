// The remotes' component-test kit (happy-dom or jsdom, vitest.dom.ts, + msw in node): one server lifecycle, one page harness and one clock.
export * from './mock-server.js';
export * from './render-remote-page.js';
export * from './test-clock.js';
