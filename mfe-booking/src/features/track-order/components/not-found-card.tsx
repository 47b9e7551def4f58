import { Link } from 'react-router-dom';
import { PAGE_PATHS } from '@tire/contracts';
import { buttonClassName, EmptyState } from '@tire/ui';
import { useTranslate } from '../../../shared/use-translate.js';

export function NotFoundCard() {
  const t = useTranslate();
  return (
    <div className="track-not-found" role="status">
      <EmptyState
        title={t('track.notFound.title')}
        description={t('track.notFound.text')}
        action={
          <Link to={PAGE_PATHS.tireChange} className={buttonClassName('primary')}>
            {t('track.notFound.bookNow')}
          </Link>
        }
      />
    </div>
  );
}
