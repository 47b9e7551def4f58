import { domProject } from '../vitest.dom';

export default domProject('mfe-shop', { setupFiles: ['./test/setup.ts'] });
