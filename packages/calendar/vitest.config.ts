import { nodeProject } from '../../vitest.node';

export default nodeProject('@tire/calendar');
