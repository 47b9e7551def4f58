/** A guest's booking as the booking form sends it: valid by the contract, so the BFF passes it to the service. */
export const guestBooking = (overrides: Record<string, unknown> = {}) => ({
  serviceType: 'tire_change',
  locationId: '3',
  scheduledDate: '2026-12-01T10:00:00.000Z',
  scheduledTime: '17:30',
  registrationNumber: 'ABC-123',
  vehicleModel: 'Golf',
  tireSize: '205/55R16',
  guestName: 'Maija Meikäläinen',
  guestEmail: 'maija@example.fi',
  guestPhone: '0401234567',
  guestAddress: 'Mannerheimintie 1',
  guestPostalCode: '00100',
  additionalServices: '[]',
  totalPrice: '35',
  ...overrides,
});
