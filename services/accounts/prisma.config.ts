import { defineConfig } from 'prisma/config';
import { servicePrismaSettings } from '@tire/service-kit/prisma-settings';

export default defineConfig(servicePrismaSettings('accounts', { seed: 'tsx src/seed.ts' }));
