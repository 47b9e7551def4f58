import { MessagesIntl, useCurrentUser, useDocumentTitle } from '@tire/platform';
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
export function TireChangePage() {
  return (
    <MessagesIntl messages={bookingMessages}>
      <TireChange />
    </MessagesIntl>
  );
}

function TireChange() {
  const t = useTranslate();
  useDocumentTitle(t('tireChange.title'));
  const { user, isLoading } = useCurrentUser();
  return (
    <div className="container page booking-page">
      <header className="page__header">
        <h1 className="page__title">{t('tireChange.title')}</h1>
        <p className="page__lead">{t('tireChange.intro')}</p>
      </header>
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
    </div>
  );
}
