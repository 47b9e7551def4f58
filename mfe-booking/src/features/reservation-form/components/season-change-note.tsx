import { useIntl } from 'react-intl';
import type { SeasonChangePrefill } from '@tire/contracts';
import { formatDay } from '../../../shared/slot-choice/calendar-dates.js';
import { useTranslate } from '../../../shared/use-translate.js';
import { TitledSection } from '../../../shared/titled-section.js';

/** Above the form of a season change: which stored set it is, where, and the first day it can be ready. */
export function SeasonChangeNote({ prefill, failed }: { prefill: SeasonChangePrefill | undefined; failed: boolean }) {
  const t = useTranslate();
  const language = useIntl().locale;
  if (failed) {
    return (
      <p className="season-change-note season-change-note--failed" role="status">
        {t('seasonChange.notFound')}
      </p>
    );
  }
  if (!prefill) return null;
  return (
    <TitledSection id="season-change-title" className="season-change-note" titleClassName="season-change-note__title" title={t('seasonChange.title')}>
      <p>
        {t('seasonChange.set', {
          brand: prefill.brand,
          model: prefill.model,
          size: prefill.tireSize,
          plate: prefill.licensePlate,
          location: prefill.locationName,
        })}
      </p>
      <p>{t('seasonChange.firstDay', { date: formatDay(prefill.earliestDate, language, 'long') })}</p>
    </TitledSection>
  );
}
