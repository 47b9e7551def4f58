import { defineConfig } from 'vitest/config';

export default defineConfig({ test: { name: 'notifications', environment: 'node', env: { NODE_ENV: 'test' } } });
