import { defineConfig } from 'vitest/config';

export default defineConfig({ test: { name: 'accounts', environment: 'node', env: { NODE_ENV: 'test' } } });
