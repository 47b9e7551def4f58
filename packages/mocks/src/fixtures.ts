import { helsinkiInstant, type Reservation, type ServiceLocation, type TireProduct, type User } from '@tire/contracts';

/**
 * Seed data of the mocks. Opening hours follow docs/ARCHITECTURE.md's decision: Monday to Friday
 * 16:00-20:00, Saturday and Sunday 09:00-20:00, 2 bays per location.
 */
const seededHours: ServiceLocation['openingHours'] = [
  { dayOfWeek: 0, opens: '09:00', closes: '20:00' },
  { dayOfWeek: 1, opens: '16:00', closes: '20:00' },
  { dayOfWeek: 2, opens: '16:00', closes: '20:00' },
  { dayOfWeek: 3, opens: '16:00', closes: '20:00' },
  { dayOfWeek: 4, opens: '16:00', closes: '20:00' },
  { dayOfWeek: 5, opens: '16:00', closes: '20:00' },
  { dayOfWeek: 6, opens: '09:00', closes: '20:00' },
];

export const fixtureLocations = (): ServiceLocation[] => [
  { id: 1, name: 'Helsinki – Kalasatama', address: 'Työpajankatu 2, 00580 Helsinki', capacity: 2, openingHours: seededHours },
  { id: 2, name: 'Vantaa – Tikkurila', address: 'Ratatie 11, 01300 Vantaa', capacity: 2, openingHours: seededHours },
  { id: 3, name: 'Espoo – Leppävaara', address: 'Leppävaarankatu 3, 02600 Espoo', capacity: 2, openingHours: seededHours },
];

export const fixtureUser = (): User => ({
  id: 'user-1',
  email: 'matti.meikalainen@example.fi',
  firstName: 'Matti',
  lastName: 'Meikäläinen',
  phone: '+358401234567',
  address: 'Mannerheimintie 1',
  apartment: 'A 5',
  postalCode: '00100',
  registrationNumber: 'ABC-123',
  vehicleModel: 'Toyota Corolla',
  tireSize: '205/55 R16',
  isAdmin: false,
  profileComplete: true,
  claims: { first_name: 'Matti', last_name: 'Meikäläinen' },
});

/**
 * A guest's unpaid tire change at Helsinki – Kalasatama, Monday 3 June 2030 at 17:00 (startsAt
 * follows the date and time given, in Helsinki time). Tests override what they are about.
 */
export function fixtureReservation(overrides: Partial<Reservation> = {}): Reservation {
  const scheduledDate = overrides.scheduledDate ?? '2030-06-03';
  const scheduledTime = overrides.scheduledTime ?? '17:00';
  return {
    id: 1,
    trackingCode: 'TIRE-AAAAAA',
    serviceType: 'tire_change',
    locationId: 1,
    scheduledDate,
    scheduledTime,
    startsAt: helsinkiInstant(scheduledDate, scheduledTime).toISOString(),
    registrationNumber: 'ABC-123',
    vehicleBrand: 'ABC-123',
    vehicleModel: 'Golf',
    tireSize: '205/55 R16',
    guestName: 'Maija',
    guestEmail: 'maija@example.fi',
    guestPhone: '0401234567',
    guestAddress: 'Katu 1',
    guestApartment: null,
    guestPostalCode: '00100',
    additionalServices: '[]',
    totalPrice: '35.00',
    status: 'pending',
    paymentStatus: 'pending',
    notes: null,
    createdAt: '2030-06-01T10:00:00.000Z',
    ...overrides,
  };
}

export const fixtureProducts = (): TireProduct[] => [
  {
    id: 1,
    brand: 'Nokian',
    model: 'Hakkapeliitta R5',
    size: '205/55 R16',
    type: 'winter',
    price: '159.01',
    imageUrl: null,
    rating: 4.8,
    reviewCount: 212,
    stock: 24,
  },
  {
    id: 2,
    brand: 'Michelin',
    model: 'Primacy 4+',
    size: '205/55 R16',
    type: 'summer',
    price: '139.01',
    imageUrl: null,
    rating: 4.7,
    reviewCount: 180,
    stock: 16,
  },
  {
    id: 3,
    brand: 'Continental',
    model: 'AllSeasonContact 2',
    size: '225/45 R17',
    type: 'all_season',
    price: '169.01',
    imageUrl: null,
    rating: 4.5,
    reviewCount: 64,
    stock: 8,
  },
  {
    id: 4,
    brand: 'Bridgestone',
    model: 'Blizzak 6',
    size: '195/65 R15',
    type: 'winter',
    price: '119.01',
    imageUrl: null,
    rating: 4.4,
    reviewCount: 97,
    stock: 0,
  },
  {
    id: 5,
    brand: 'Nokian',
    model: 'Powerproof 1',
    size: '245/40 R18',
    type: 'summer',
    price: '219.01',
    imageUrl: null,
    rating: 4.6,
    reviewCount: 51,
    stock: 12,
  },
];
