import { PAGE_PATHS } from '@tire/contracts';
import { EmptyStateLinks } from '@tire/platform';
import { useTranslate } from '../../../shared/use-translate.js';

export function NotFoundCard() {
  const t = useTranslate();
  return (
    <div className="track-not-found" role="status">
      <EmptyStateLinks
        title={t('track.notFound.title')}
        description={t('track.notFound.text')}
        links={[{ to: PAGE_PATHS.tireChange, label: t('track.notFound.bookNow') }]}
      />
    </div>
  );
}
