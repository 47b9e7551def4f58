import { serviceProject } from '../../vitest.node';

export default serviceProject('reservations', '@tire/reservations');
