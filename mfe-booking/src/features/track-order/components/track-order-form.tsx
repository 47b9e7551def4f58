import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { PAGE_PATHS } from '@tire/contracts';
import { Button, Field, Input, Spinner } from '@tire/ui';
import { useTranslate } from '../../../shared/use-translate.js';
import { useTrackReservation } from '../hooks/use-track-reservation.js';
import { ManageLinkRequest } from './manage-link-request.js';
import { NotFoundCard } from './not-found-card.js';
import { ReservationResultCard } from '../../../shared/reservation-result-card.js';

/** Code box (upper case), search on click or Enter, then the result or the not-found card. */
export function TrackOrder() {
  const t = useTranslate();
  const [params] = useSearchParams();
  const [code, setCode] = useState(() => (params.get('code') ?? '').toUpperCase());
  const { search, run, reset } = useTrackReservation();
  const searching = search.phase === 'searching';

  // A link such as /track-order?code=TIRE-7K3QZP (from the confirmation e-mail) searches at once.
  const linked = useRef(params.get('code'));
  useEffect(() => {
    if (linked.current?.trim()) void run(linked.current);
  }, [run]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (code.trim() && !searching) void run(code);
  };

  return (
    <div className="track-order">
      <form className="track-order__form" role="search" onSubmit={onSubmit}>
        <Field label={t('track.code')}>
          <Input
            value={code}
            onChange={(event) => {
              setCode(event.target.value.toUpperCase());
              reset();
            }}
            placeholder="TIRE-7K3QZP"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            className="track-order__input"
          />
        </Field>
        <Button type="submit" disabled={!code.trim()} loading={searching}>
          {searching ? t('track.searching') : t('track.search')}
        </Button>
      </form>

      {searching && <Spinner label={t('track.searching')} className="track-order__spinner" />}
      {search.phase === 'found' && (
        <>
          <ReservationResultCard reservation={search.reservation} />
          {/* Offered while the booking can still be changed online (a different code gets a fresh offer). */}
          {search.reservation.customerCanChange && <ManageLinkRequest key={search.reservation.trackingCode} code={search.reservation.trackingCode} />}
        </>
      )}
      {search.phase === 'notFound' && <NotFoundCard />}
      {/* No code at hand: every booking of an address, by an e-mailed link (/my-bookings). */}
      <p className="track-order__my-bookings">
        <Link to={PAGE_PATHS.myBookings}>{t('myBookings.link')}</Link>
      </p>
    </div>
  );
}
