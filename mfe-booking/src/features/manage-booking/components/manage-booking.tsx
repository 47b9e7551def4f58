import { useIntl } from 'react-intl';
import { bookingPolicyText, helsinkiDateOf, helsinkiTimeOf, type ManagedReservation } from '@tire/contracts';
import { formatEuro, formatLongDate } from '@tire/platform';
import { Alert } from '@tire/ui';
import { LinkedData, useLinkQuery } from '../../../shared/linked-data.js';
import { ReservationResultCard } from '../../../shared/reservation-result-card.js';
import { useTranslate } from '../../../shared/use-translate.js';
import { useGetManagedReservationQuery } from '../api/manage-booking-api.js';
import { useManageToken } from '../hooks/use-manage-token.js';
import { changeDeadline } from '../manage-policy.js';
import { AttendanceConfirmation } from './attendance-confirmation.js';
import { CancelBooking } from './cancel-booking.js';
import { LinkNotValid } from './link-not-valid.js';
import { MoveBooking } from './move-booking.js';

/**
 * A guest's booking opened with the manage link of its e-mail: the booking (the track page's
 * card), and, while the booking policy allows it, moving it to another free time or
 * cancelling it (with what happens to the money). Outside the policy it says why and whom to
 * ask. A reminder's "I'm coming" link records the answer and thanks the customer first. A link
 * that opens nothing, or none at all, is the one neutral page.
 */
export function ManageBooking() {
  const t = useTranslate();
  const { token, forget, coming } = useManageToken();
  const link = useLinkQuery(token, useGetManagedReservationQuery);

  return (
    <LinkedData link={link} notValid={<LinkNotValid />} labels={{ loading: t('manage.loading'), failed: t('manage.loadFailed'), retry: t('manage.retry') }}>
      {(booking, linkToken) => (
        <div className="manage-booking">
          {booking.stage !== 'cancelled' && <AttendanceConfirmation booking={booking} token={linkToken} coming={coming} />}
          <ReservationResultCard reservation={booking} />
          {booking.stage === 'cancelled' ? (
            <Cancelled booking={booking} />
          ) : booking.customerCanChange ? (
            <>
              <Deadline booking={booking} />
              <MoveBooking booking={booking} token={linkToken} onGone={link.markGone} />
              <CancelBooking booking={booking} token={linkToken} onCancelled={forget} onGone={link.markGone} />
            </>
          ) : (
            <NoLongerChangeable booking={booking} />
          )}
        </div>
      )}
    </LinkedData>
  );
}

function usePolicyText(serviceType: string) {
  return bookingPolicyText(useIntl().locale.startsWith('en') ? 'en' : 'fi', serviceType);
}

function Deadline({ booking }: { booking: ManagedReservation }) {
  const t = useTranslate();
  const deadline = changeDeadline(booking);
  return (
    <Alert tone="info" title={t('manage.deadline', { date: formatLongDate(helsinkiDateOf(deadline)), time: helsinkiTimeOf(deadline) })}>
      {usePolicyText(booking.serviceType)}
    </Alert>
  );
}

function NoLongerChangeable({ booking }: { booking: ManagedReservation }) {
  const t = useTranslate();
  return (
    <Alert tone="warning" title={t('manage.closed.title')}>
      {usePolicyText(booking.serviceType)}
    </Alert>
  );
}

/** After the cancellation: what happens to the money. The link itself opens nothing any more. */
function Cancelled({ booking }: { booking: ManagedReservation }) {
  const t = useTranslate();
  const refund = booking.refundStatus ? (booking.refundAmount ?? booking.totalPrice) : null;
  return (
    <Alert tone="success" title={t('manage.cancelled.title')}>
      <p>{refund ? t('manage.cancelled.refund', { amount: formatEuro(refund) }) : t('manage.cancelled.nothingCharged')}</p>
      <p>{t('manage.cancelled.linkEnds')}</p>
    </Alert>
  );
}
