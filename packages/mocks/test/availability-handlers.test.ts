import { describe, expect, it } from 'vitest';
import { AVAILABILITY_MESSAGES, availabilitySchema } from '@tire/contracts';
import { formVehicleAndGuest, send, setUpHandlerServer } from './support/handler-server.js';

const serve = setUpHandlerServer();

// The mocks' clock: Saturday 1 June 2030, 13:00 in Helsinki. Midsummer Eve 2030 is Friday 21 June.
const useDb = () => serve({ now: () => new Date('2030-06-01T10:00:00Z') });

const booking = (scheduledDate: string, scheduledTime: string) => ({
  serviceType: 'tire_change',
  locationId: '1',
  scheduledDate,
  scheduledTime,
  ...formVehicleAndGuest,
  additionalServices: '[]',
  totalPrice: '35',
});
const post = (body: unknown) => send('POST', '/api/reservations', body);

describe('the mock availability calendar', () => {
  it('answers a month per day in the contract’s shape: holidays closed, bays left per time, the horizon', async () => {
    useDb();
    await post(booking('2030-06-08', '10:00'));
    const answer = availabilitySchema.parse(await (await fetch('http://localhost/api/availability?locationId=1&from=2030-06-01&to=2030-06-30')).json());
    const day = (date: string) => answer.days.find((d) => d.date === date)!;
    expect(answer.days).toHaveLength(30);
    expect(day('2030-06-21')).toMatchObject({ status: 'closed', closed: { kind: 'holiday', name: { en: 'Midsummer Eve' } } });
    expect(day('2030-06-08').times.find((t) => t.time === '10:00')).toEqual({ time: '10:00', left: 1 });
    expect(answer.lastBookableDate).toBe('2030-08-30');
    expect(answer.nextFree[0]).toEqual({ locationId: 1, next: { date: '2030-06-01', time: '13:30', left: 2 } });
  });

  it('shows the fixture closure of one location only', async () => {
    useDb();
    const day = async (id: number) => (await (await fetch(`http://localhost/api/availability?locationId=${id}&from=2030-06-12&to=2030-06-12`)).json()).days[0];
    expect((await day(2)).status).toBe('closed');
    expect((await day(1)).status).toBe('open');
  });

  it('offers no slots on a holiday and refuses booking it or a day past the horizon with 422', async () => {
    useDb();
    expect(await (await fetch('http://localhost/api/available-slots?locationId=1&date=2030-06-21')).json()).toEqual([]);
    const holiday = await post(booking('2030-06-21', '17:00'));
    expect(holiday.status).toBe(422);
    expect((await holiday.json()).message).toBe(AVAILABILITY_MESSAGES.dayClosed);
    const late = await post(booking('2030-09-07', '10:00'));
    expect(late.status).toBe(422);
    expect((await late.json()).message).toBe(AVAILABILITY_MESSAGES.beyondHorizon);
  });
});
