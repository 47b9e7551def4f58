import { MessagesIntl, useDocumentTitle, useRequireSignIn } from '@tire/platform';
import { accountMessages } from '../i18n/index.js';
import { useTranslate } from '../shared/use-translate.js';
import { MyReservationsList } from '../features/my-reservations/components/my-reservations-list.js';

/** /my-reservations: upcoming (modify, cancel) and past reservations of the signed-in customer. */
export function MyReservationsPage() {
  return (
    <MessagesIntl messages={accountMessages}>
      <MyReservations />
    </MessagesIntl>
  );
}

function MyReservations() {
  const t = useTranslate();
  useDocumentTitle(t('myReservations.title'));
  const { user } = useRequireSignIn();
  return (
    <div className="container page">
      <header className="page__header">
        <h1 className="page__title">{t('myReservations.title')}</h1>
        <p className="page__lead">{t('myReservations.lead')}</p>
      </header>
      <MyReservationsList user={user} />
    </div>
  );
}
