import { useId, useState } from 'react';
import { formatShortDay, ReservationStatusBadge, useGetServiceLocationsQuery, useTranslate } from '@tire/platform';
import { locationOnDay } from '@tire/contracts';
import { Alert, Badge, Field, Select, Spinner } from '@tire/ui';
import { useAdminReservationsQuery } from '../api/admin-api.js';
import { useAdminRushDaysQuery } from '../../../shared/rush-days-api.js';
import { dayGrid } from './day-slots.js';

/** One location's day at a glance: its slots down, its bays across, and who holds each bay when. */
export function DayTimeline({ date }: { date: string }) {
  const t = useTranslate();
  const headingId = useId();
  const locations = useGetServiceLocationsQuery();
  const reservations = useAdminReservationsQuery({ date });
  const [chosen, setChosen] = useState<number | null>(null);
  const rushDays = useAdminRushDaysQuery();
  const chosenLocation = locations.data?.find((item) => item.id === chosen) ?? locations.data?.[0];
  // A rush day's extra bays and longer hours are part of the day (its bookings may hold bay 3 and on).
  const location =
    chosenLocation &&
    locationOnDay(
      chosenLocation,
      date,
      rushDays.data?.find((day) => day.locationId === chosenLocation.id && day.date === date),
    );

  return (
    <section className="card admin-timeline" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('timeline.heading', { date: formatShortDay(date) })}</h2>
      {locations.isLoading || reservations.isLoading ? (
        <Spinner label={t('timeline.loading')} />
      ) : !location || reservations.isError ? (
        <Alert tone="danger">{t('timeline.failed')}</Alert>
      ) : (
        <>
          <Field label={t('timeline.location')}>
            <Select
              value={String(location.id)}
              onChange={(event) => setChosen(Number(event.target.value))}
              options={(locations.data ?? []).map((item) => ({ value: String(item.id), label: item.name }))}
            />
          </Field>
          <TimelineTable
            rows={dayGrid(
              location.openingHours,
              location.capacity,
              date,
              (reservations.data ?? []).filter((item) => item.locationId === location.id),
            )}
            bays={location.capacity}
            caption={t('timeline.caption', { location: location.name, date: formatShortDay(date) })}
          />
        </>
      )}
    </section>
  );
}

function TimelineTable({ rows, bays, caption }: { rows: ReturnType<typeof dayGrid>; bays: number; caption: string }) {
  const t = useTranslate();
  if (rows.length === 0) return <p className="muted">{t('timeline.closed')}</p>;
  return (
    // Wide days scroll inside their own box: the page never gets wider than the screen.
    <div className="admin-timeline__scroll" tabIndex={0} role="region" aria-label={caption}>
      <table className="admin-timeline__table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('timeline.time')}</th>
            {Array.from({ length: bays }, (_, index) => (
              <th key={index} scope="col">
                {t('timeline.bay', { number: index + 1 })}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.time} className={row.free === 0 ? 'admin-timeline__row--full' : undefined}>
              <th scope="row" className="admin-timeline__time">
                {row.time}
              </th>
              {row.cells.map((reservation, index) =>
                reservation ? (
                  <td key={index} className="admin-timeline__booked">
                    <strong>{reservation.trackingCode}</strong>
                    <span>{t(`service.${reservation.serviceType}`)}</span>
                    <span>{reservation.registrationNumber}</span>
                    <ReservationStatusBadge status={reservation.status} noShow={reservation.noShow} />
                    {reservation.customerConfirmedAt && reservation.status !== 'cancelled' && <Badge tone="success">{t('card.customerConfirmed')}</Badge>}
                  </td>
                ) : (
                  <td key={index} className="admin-timeline__free">
                    {t('timeline.free')}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
