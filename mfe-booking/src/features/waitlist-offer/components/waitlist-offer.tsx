import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { helsinkiTimeOf, href, REDIRECT_DELAYS_MS, type WaitlistOffer as Offer } from '@tire/contracts';
import { formatEuro, formatLongDate, toastThen, useClock, useErrorMessage, type ApiFailure } from '@tire/platform';
import { Alert, Button } from '@tire/ui';
import { LinkedData, useLinkQuery } from '../../../shared/linked-data.js';
import { useTranslate } from '../../../shared/use-translate.js';
import { useBookWaitlistOfferMutation, useGetWaitlistOfferQuery } from '../api/waitlist-offer-api.js';
import { useOfferToken } from '../hooks/use-offer-token.js';
import { OfferNotValid } from './offer-not-valid.js';
import { TitledSection } from '../../../shared/titled-section.js';

/**
 * A place freed on the customer's waitlist, opened with the link of its e-mail: the time, place
 * and service held for them, until when, and one "Book this time" button. Booking it continues as
 * the booking form does: a toast with the total, then checkout after 1.5 s. A link that holds
 * nothing (used, lapsed, unknown) is the one neutral page.
 */
export function WaitlistOffer() {
  const t = useTranslate();
  const { token, forget } = useOfferToken();
  const link = useLinkQuery(token, useGetWaitlistOfferQuery);

  return (
    <LinkedData link={link} notValid={<OfferNotValid />} labels={{ loading: t('offer.loading'), failed: t('offer.loadFailed'), retry: t('offer.retry') }}>
      {(offer, linkToken) => (
        <OfferCard
          offer={offer}
          token={linkToken}
          onGone={() => {
            forget();
            link.markGone();
          }}
          onBooked={forget}
        />
      )}
    </LinkedData>
  );
}

function OfferCard({ offer, token, onGone, onBooked }: { offer: Offer; token: string; onGone: () => void; onBooked: () => void }) {
  const t = useTranslate();
  const errorMessage = useErrorMessage();
  const navigate = useNavigate();
  const clock = useClock();
  const [book, { isLoading }] = useBookWaitlistOfferMutation();
  const [booked, setBooked] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const cancelRedirect = useRef<() => void>(undefined);
  useEffect(() => () => cancelRedirect.current?.(), []);

  async function onBook() {
    setFailure(null);
    const result = await book(token);
    if ('data' in result && result.data) {
      const reservation = result.data;
      onBooked();
      setBooked(reservation.trackingCode);
      cancelRedirect.current = toastThen(
        {
          title: t('toast.created.title'),
          description: t('toast.created.description', { code: reservation.trackingCode, total: formatEuro(reservation.totalPrice) }),
          variant: 'success',
        },
        REDIRECT_DELAYS_MS.reservationToCheckout,
        () => navigate(href('checkout', { tracking_code: reservation.trackingCode })),
        clock,
      );
      return;
    }
    const error = result.error as ApiFailure;
    if (error.status === 404) {
      onGone();
      return;
    }
    setFailure(errorMessage(error) ?? t('offer.failed.text'));
  }

  return (
    <TitledSection id="waitlist-offer-heading" className="waitlist-offer" titleClassName="waitlist-offer__heading" title={t('offer.heading')}>
      <dl className="waitlist-offer__facts">
        <dt>{t('offer.service')}</dt>
        <dd>{t(`service.${offer.serviceType}`)}</dd>
        <dt>{t('offer.place')}</dt>
        <dd>{offer.locationName}</dd>
        <dt>{t('offer.date')}</dt>
        <dd>{formatLongDate(offer.scheduledDate)}</dd>
        <dt>{t('offer.time')}</dt>
        <dd>{offer.scheduledTime}</dd>
      </dl>
      <Alert tone="info" title={t('offer.heldUntil', { time: helsinkiTimeOf(offer.offerExpiresAt) })}>
        {t('offer.heldText')}
      </Alert>
      {booked ? (
        <Alert tone="success" title={t('offer.booked', { code: booked })} />
      ) : (
        <Button size="lg" loading={isLoading} onClick={() => void onBook()}>
          {isLoading ? t('offer.booking') : t('offer.book')}
        </Button>
      )}
      {failure && (
        <Alert tone="danger" title={t('offer.failed.title')}>
          {failure}
        </Alert>
      )}
    </TitledSection>
  );
}
