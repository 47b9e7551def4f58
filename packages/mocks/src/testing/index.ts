// The remotes' component-test kit (jsdom + msw in node): one server lifecycle, one page harness and one clock.
export * from './mock-server.js';
export * from './render-remote-page.js';
export * from './test-clock.js';
