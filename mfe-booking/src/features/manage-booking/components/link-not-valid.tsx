import { PAGE_PATHS } from '@tire/contracts';
import { EmptyStateLinks } from '@tire/platform';
import { useTranslate } from '../../../shared/use-translate.js';

/**
 * The one page of a manage link that opens nothing: unknown, forged, expired, revoked by a
 * cancellation, or no link at all. It says nothing about which, or whether a booking exists.
 */
export function LinkNotValid() {
  const t = useTranslate();
  return (
    <div className="manage-not-valid" role="status">
      <EmptyStateLinks
        title={t('manage.invalid.title')}
        description={t('manage.invalid.text')}
        links={[
          { to: PAGE_PATHS.trackOrder, label: t('manage.invalid.track') },
          { to: PAGE_PATHS.tireChange, label: t('manage.invalid.book') },
        ]}
      />
    </div>
  );
}
