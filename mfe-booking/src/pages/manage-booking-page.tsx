import { MessagesIntl, useDocumentTitle } from '@tire/platform';
import { bookingMessages } from '../i18n/index.js';
import { useTranslate } from '../shared/use-translate.js';
import { ManageBooking } from '../features/manage-booking/components/manage-booking.js';

/**
 * /manage-booking: a guest's booking opened with the manage link of its e-mail
 * (/manage-booking#token=…): seen, moved or cancelled within the booking policy, no account needed.
 */
export function ManageBookingPage() {
  return (
    <MessagesIntl messages={bookingMessages}>
      <ManageBookingContent />
    </MessagesIntl>
  );
}

function ManageBookingContent() {
  const t = useTranslate();
  useDocumentTitle(t('manage.title'));
  return (
    <div className="container page manage-page">
      <header className="page__header">
        <h1 className="page__title">{t('manage.title')}</h1>
        <p className="page__lead">{t('manage.intro')}</p>
      </header>
      <ManageBooking />
    </div>
  );
}
