import { centsToEuroText, helsinkiInstant, reservationTotalCents, SERVICE_TYPES, timeOf, type Reservation } from '@tire/contracts';
import { fixtureUser } from '@tire/mocks';
import { startStandaloneRemote } from '@tire/mocks/standalone';
import '@tire/ui/styles.css';
import { adminDateChoices } from './features/dashboard/date-choices.js';
import pages from './pages.js';

/** A few bookings over the coming days so the dashboard has something to show. */
function demoReservations(): Reservation[] {
  const names = ['Aino Virtanen', 'Eero Korhonen', 'Liisa Nieminen', 'Mikko Mäkinen', 'Sanna Laine', 'Juha Heikkinen'];
  const days = adminDateChoices(new Date());
  return names.map((name, index) => {
    const date = days[index % 3]!;
    const time = timeOf((16 + (index % 4)) * 60 + (index % 2 ? 30 : 0));
    const serviceType = SERVICE_TYPES[index % SERVICE_TYPES.length]!;
    const plate = `ABC-${100 + index}`;
    const extras = index % 2 ? (['tire_bags', 'retightening'] as const) : ([] as const);
    const status = (['pending', 'pending', 'confirmed', 'in_progress', 'completed', 'cancelled'] as const)[index]!;
    return {
      id: index + 1,
      trackingCode: `TIRE-DEMO${String(index + 1).padStart(2, '0')}`,
      serviceType,
      locationId: (index % 3) + 1,
      scheduledDate: date,
      scheduledTime: time,
      startsAt: helsinkiInstant(date, time).toISOString(),
      registrationNumber: plate,
      vehicleBrand: plate,
      vehicleModel: 'Toyota Corolla',
      tireSize: '205/55 R16',
      guestName: name,
      guestEmail: `${name.split(' ')[0]!.toLowerCase()}@example.fi`,
      guestPhone: `+35840123456${index}`,
      guestAddress: 'Esimerkkikatu 1',
      guestApartment: null,
      guestPostalCode: '00100',
      additionalServices: JSON.stringify(extras),
      totalPrice: centsToEuroText(reservationTotalCents(serviceType, extras)),
      status,
      // One unpaid hold, the rest paid; the last one cancelled with a refund that failed (for the flag).
      paymentStatus: index === 0 ? 'pending' : 'paid',
      ...(status === 'cancelled'
        ? {
            cancellationReason: 'admin' as const,
            refundStatus: 'refund_failed' as const,
            refundAmount: centsToEuroText(reservationTotalCents(serviceType, extras)),
          }
        : {}),
      notes: null,
      createdAt: new Date(Date.now() - (names.length - index) * 3_600_000).toISOString(),
    };
  });
}

// The admin remote on its own (@tire/mocks/standalone), with a few bookings to show: an
// administrator is signed in; `?customer=1` signs in a customer, `?signedOut=1` nobody.
void startStandaloneRemote({
  name: 'admin',
  pages,
  persistKey: 'tire-mocks-admin',
  reservations: demoReservations(),
  prepare(db, params) {
    if (!db.reservations.length) db.reservations.push(...demoReservations());
    const admin = { ...fixtureUser(), id: 'admin-1', email: 'admin@rengaspalvelu.example', firstName: 'Anna', isAdmin: true };
    if (params.has('signedOut')) db.signOut();
    else db.signIn(params.has('customer') ? fixtureUser() : admin);
  },
});
