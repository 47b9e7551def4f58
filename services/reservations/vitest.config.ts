import { serviceProject } from '../../vitest.node';

export default serviceProject('@tire/reservations');
