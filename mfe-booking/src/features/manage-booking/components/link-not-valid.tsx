import { Link } from 'react-router-dom';
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
            <Link to="/track-order" className={buttonClassName('primary')}>
              {t('manage.invalid.track')}
            </Link>{' '}
            <Link to="/tire-change" className={buttonClassName('outline')}>
              {t('manage.invalid.book')}
            </Link>
          </>
        }
      />
    </div>
  );
}
