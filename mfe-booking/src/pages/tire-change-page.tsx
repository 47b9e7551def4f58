import { PageFrame, useCurrentUser, withMessages } from '@tire/platform';
import { bookingMessages } from '../i18n/index.js';
import { useTranslate } from '../shared/use-translate.js';
import { OpeningHoursCard } from '../features/opening-hours/components/opening-hours-card.js';
import { CompleteProfileFirst } from '../features/reservation-form/components/complete-profile-first.js';
import { GuestLoginNote } from '../features/reservation-form/components/guest-login-note.js';
import { ReservationForm } from '../features/reservation-form/components/reservation-form.js';

/**
 * /tire-change: the booking form with its summary beside it, the opening hours, and for guests an
 * invitation to log in; a signed-in customer without a profile is asked to complete it first.
 */
export const TireChangePage = withMessages(bookingMessages, function TireChange() {
  const t = useTranslate();
  const { user, isLoading } = useCurrentUser();
  return (
    <PageFrame title={t('tireChange.title')} lead={t('tireChange.intro')} className="booking-page">
      {user && !user.profileComplete ? (
        <CompleteProfileFirst />
      ) : (
        <ReservationForm
          aside={
            <>
              <OpeningHoursCard />
              {!user && !isLoading && <GuestLoginNote />}
            </>
          }
        />
      )}
    </PageFrame>
  );
});
