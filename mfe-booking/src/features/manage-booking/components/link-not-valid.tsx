import { Link } from 'react-router-dom';
import { PAGE_PATHS } from '@tire/contracts';
import { buttonClassName, EmptyState } from '@tire/ui';
import { useTranslate } from '../../../shared/use-translate.js';

/**
 * The one page of a manage link that opens nothing: unknown, forged, expired, revoked by a
 * cancellation, or no link at all. It says nothing about which, or whether a booking exists.
 */
export function LinkNotValid() {
  const t = useTranslate();
  return (
    <div className="manage-not-valid" role="status">
      <EmptyState
        title={t('manage.invalid.title')}
        description={t('manage.invalid.text')}
        action={
          <>
            <Link to={PAGE_PATHS.trackOrder} className={buttonClassName('primary')}>
              {t('manage.invalid.track')}
            </Link>{' '}
            <Link to={PAGE_PATHS.tireChange} className={buttonClassName('outline')}>
              {t('manage.invalid.book')}
            </Link>
          </>
        }
      />
    </div>
  );
}
