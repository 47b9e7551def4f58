// What the k6 scripts and their Node twin (bench.mjs) both make. Plain JavaScript without imports,
// so that k6 and Node both load it; types in scenario-data.d.ts.

/** yyyy-MM-dd of today plus `days`; far enough ahead that the Helsinki/UTC day boundary does not matter. */
export function dayFromNow(days) {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** The guest booking racer `n` of race `run` sends for the slot; `by` names the tool in its notes. */
export function racerBooking(slot, run, n, by) {
  return {
    serviceType: 'tire_change',
    locationId: slot.locationId,
    scheduledDate: slot.date,
    scheduledTime: slot.time,
    registrationNumber: `LOAD-${n}`,
    vehicleModel: 'Load Test',
    tireSize: '205/55R16',
    guestName: `Load Tester ${n}`,
    guestEmail: `load-${run}-${n}@example.com`,
    guestPhone: '+358401234567',
    guestAddress: 'Testikatu 1',
    guestPostalCode: '00100',
    additionalServices: '[]',
    notes: `${by} booking race ${run}`,
  };
}
