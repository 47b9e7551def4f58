import { useEffect, useState } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import { EMAIL_ACCESS_FRAGMENT_PARAM } from '@tire/contracts';
import { Alert, Spinner } from '@tire/ui';
import { isNotFound } from '../../../shared/linked-data.js';
import { RetryAlert } from '../../../shared/retry-alert.js';
import { useFragmentToken } from '../../../shared/use-fragment-token.js';
import { useTranslate } from '../../../shared/use-translate.js';
import { useGetMyBookingsQuery } from '../api/my-bookings-api.js';
import { GuestDataSection } from './guest-data-section.js';
import { LinkRequestForm } from './link-request-form.js';
import { MyBookingsList } from './my-bookings-list.js';

/** Where the tab keeps the link's token once it has left the address: this tab only, gone when it closes. */
const STORAGE_KEY = 'my-bookings-token';

/**
 * /my-bookings: without a link, the form that e-mails one; with a live link (/my-bookings#token=…),
 * every booking and order made with its address, then the guest's own data (download, deletion). A link that opens nothing (unknown, forged,
 * expired) reads one neutral message, with the form to ask for a new one.
 */
export function MyBookings() {
  const t = useTranslate();
  const { token, forget } = useFragmentToken(STORAGE_KEY, EMAIL_ACCESS_FRAGMENT_PARAM);
  const query = useGetMyBookingsQuery(token ?? skipToken);
  const notValid = isNotFound(query.error);
  // Once the guest's data is deleted the list is gone too: only the summary of what was done stays.
  const [erased, setErased] = useState(false);

  useEffect(() => {
    if (notValid) forget();
  }, [notValid, forget]);

  if (!token) return <LinkRequestForm />;
  if (query.isLoading) return <Spinner label={t('myBookings.loading')} />;
  if (query.data) {
    return (
      <>
        {!erased && <MyBookingsList list={query.data} />}
        <GuestDataSection token={token} onErased={() => setErased(true)} />
      </>
    );
  }
  if (notValid) {
    return (
      <div className="manage-booking">
        <div role="status">
          <Alert tone="warning" title={t('myBookings.invalid.title')}>
            {t('myBookings.invalid.text')}
          </Alert>
        </div>
        <LinkRequestForm />
      </div>
    );
  }
  return <RetryAlert title={t('myBookings.loadFailed')} retryLabel={t('manage.retry')} onRetry={() => void query.refetch()} />;
}
