export * from './config.js';
export * from './logger.js';
export * from './http-error.js';
export * from './create-app.js';
export * from './serve.js';
export * from './outbox-relay.js';
export * from './idempotency.js';
export * from './periodic-task.js';
