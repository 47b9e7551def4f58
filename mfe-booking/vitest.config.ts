import { domProject } from '../vitest.dom';

export default domProject('mfe-booking', { setupFiles: ['./test/setup.ts'] });
