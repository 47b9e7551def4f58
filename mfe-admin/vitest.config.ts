import { domProject } from '../vitest.dom';

export default domProject('mfe-admin', { include: ['test/**/*.test.{ts,tsx}'], setupFiles: ['./test/setup.ts'] });
