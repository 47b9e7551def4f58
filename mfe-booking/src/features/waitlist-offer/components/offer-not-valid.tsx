import { PAGE_PATHS } from '@tire/contracts';
import { EmptyStateLinks } from '@tire/platform';
import { useTranslate } from '../../../shared/use-translate.js';

/**
 * The one page of an offer link that holds nothing: used, lapsed (the place went to the next in
 * line), unknown or no link at all. It reads neutrally and offers to book normally.
 */
export function OfferNotValid() {
  const t = useTranslate();
  return (
    <div className="offer-not-valid" role="status">
      <EmptyStateLinks title={t('offer.gone.title')} description={t('offer.gone.text')} links={[{ to: PAGE_PATHS.tireChange, label: t('offer.gone.book') }]} />
    </div>
  );
}
