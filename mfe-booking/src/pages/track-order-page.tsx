import { MessagesIntl, useDocumentTitle } from '@tire/platform';
import { bookingMessages } from '../i18n/index.js';
import { useTranslate } from '../shared/use-translate.js';
import { TrackOrder } from '../features/track-order/components/track-order-form.js';

/** /track-order: find a reservation by its tracking code (also from ?code=). */
export function TrackOrderPage() {
  return (
    <MessagesIntl messages={bookingMessages}>
      <TrackOrderContent />
    </MessagesIntl>
  );
}

function TrackOrderContent() {
  const t = useTranslate();
  useDocumentTitle(t('track.title'));
  return (
    <div className="container page track-page">
      <header className="page__header">
        <h1 className="page__title">{t('track.title')}</h1>
        <p className="page__lead">{t('track.intro')}</p>
      </header>
      <TrackOrder />
    </div>
  );
}
