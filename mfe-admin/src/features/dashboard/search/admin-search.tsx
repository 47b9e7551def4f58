import { useId, useState, type FormEvent } from 'react';
import { adminSearchSchema } from '@tire/contracts';
import { useGetServiceLocationsQuery, useTranslate } from '@tire/platform';
import { Alert, Button, Field, Input, Spinner } from '@tire/ui';
import { useAdminReservationsQuery } from '../api/admin-api.js';
import { AdminReservationCard } from '../components/admin-reservation-card.js';

/** The admin finds a booking by part of its tracking code, its plate or the customer's e-mail, any day. */
export function AdminSearch() {
  const t = useTranslate();
  const headingId = useId();
  const [typed, setTyped] = useState('');
  const [query, setQuery] = useState<string | null>(null);
  const [tooShort, setTooShort] = useState(false);
  const results = useAdminReservationsQuery({ q: query ?? '' }, { skip: query === null });
  const locations = useGetServiceLocationsQuery();
  const nameOf = (id: number) => locations.data?.find((item) => item.id === id)?.name;

  const search = (event: FormEvent) => {
    event.preventDefault();
    const parsed = adminSearchSchema.safeParse(typed);
    setTooShort(!parsed.success);
    setQuery(parsed.success ? parsed.data : null);
  };

  return (
    <section className="card admin-search" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('search.heading')}</h2>
      <form role="search" className="admin-search__form" onSubmit={search}>
        <Field label={t('search.label')} hint={t('search.hint')} error={tooShort ? t('search.tooShort') : undefined}>
          <Input type="search" value={typed} onChange={(event) => setTyped(event.target.value)} maxLength={100} autoComplete="off" spellCheck={false} />
        </Field>
        <Button type="submit">{t('search.submit')}</Button>
      </form>
      {query !== null &&
        (results.isFetching ? (
          <Spinner label={t('search.loading')} />
        ) : results.isError ? (
          <Alert tone="danger">{t('search.failed')}</Alert>
        ) : (
          <>
            <p className="admin-search__count" aria-live="polite">
              {t('search.count', { count: results.data?.length ?? 0, query })}
            </p>
            <div className="admin-day__cards">
              {(results.data ?? []).map((reservation) => (
                <AdminReservationCard key={reservation.id} reservation={reservation} locationName={nameOf(reservation.locationId)} />
              ))}
            </div>
          </>
        ))}
    </section>
  );
}
