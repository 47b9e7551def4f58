import { defineConfig } from 'vitest/config';

export default defineConfig({ test: { name: 'payments', environment: 'node', env: { NODE_ENV: 'test' } } });
