/**
 * The booking form's service, slot and vehicle as a browser sends them (text, as the original's
 * form does): the start of every create-reservation body these tests build on.
 */
export const bookingServiceAndVehicle = {
  serviceType: 'tire_change',
  locationId: '3',
  scheduledDate: '2026-12-01T10:00:00.000Z',
  scheduledTime: '17:30',
  registrationNumber: 'ABC-123',
  vehicleModel: 'Golf',
  tireSize: '205/55R16',
};
