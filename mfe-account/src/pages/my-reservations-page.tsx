import { PageFrame, useRequireSignIn, withMessages } from '@tire/platform';
import { accountMessages } from '../i18n/index.js';
import { useTranslate } from '../shared/use-translate.js';
import { MyReservationsList } from '../features/my-reservations/components/my-reservations-list.js';

/** /my-reservations: upcoming (modify, cancel) and past reservations of the signed-in customer. */
export const MyReservationsPage = withMessages(accountMessages, function MyReservations() {
  const t = useTranslate();
  const { user } = useRequireSignIn();
  return (
    <PageFrame title={t('myReservations.title')} lead={t('myReservations.lead')}>
      <MyReservationsList user={user} />
    </PageFrame>
  );
});
