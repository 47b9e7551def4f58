// The remotes' component-test kit (jsdom + msw in node): one server lifecycle and one page harness.
export * from './mock-server.js';
export * from './render-remote-page.js';
