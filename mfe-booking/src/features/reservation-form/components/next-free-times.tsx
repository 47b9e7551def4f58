import { useIntl } from 'react-intl';
import type { NextFreeTime, ServiceLocation } from '@tire/contracts';
import { useTranslate } from '../../../shared/use-translate.js';
import { formatDay } from '../../../shared/slot-choice/calendar-dates.js';
import { TitledSection } from '../../../shared/titled-section.js';

/**
 * Each location's soonest free time as a button: a customer who does not mind where can take
 * the soonest in one step (location, day and time are chosen together).
 */
export function NextFreeTimes({
  nextFree,
  locations,
  onTake,
}: {
  nextFree: NextFreeTime[] | undefined;
  locations: ServiceLocation[] | undefined;
  onTake: (next: { locationId: number; date: string; time: string }) => void;
}) {
  const t = useTranslate();
  const language = useIntl().locale;
  if (!nextFree || !locations) return <NextFreeTimesLoading title={t('nextFree.title')} />;
  if (!nextFree.length) return null;
  const soonest = [...nextFree]
    .filter((entry) => entry.next)
    .sort((a, b) => `${a.next!.date} ${a.next!.time}`.localeCompare(`${b.next!.date} ${b.next!.time}`))[0];
  return (
    <TitledSection id="next-free-title" className="next-free" titleClassName="next-free__title" title={t('nextFree.title')}>
      <ul className="next-free__list">
        {nextFree.map((entry) => {
          const location = locations.find((candidate) => candidate.id === entry.locationId);
          if (!location) return null;
          const next = entry.next;
          return (
            <li key={entry.locationId}>
              {next ? (
                <button type="button" className="next-free__option" onClick={() => onTake({ locationId: entry.locationId, ...next })}>
                  <span className="next-free__location">{location.name}</span>
                  <span className="next-free__when">{t('nextFree.when', { date: formatDay(next.date, language, 'short', false), time: next.time })}</span>
                  {entry === soonest && <span className="next-free__badge">{t('nextFree.soonest')}</span>}
                </button>
              ) : (
                <span className="next-free__none">{t('nextFree.none', { name: location.name })}</span>
              )}
            </li>
          );
        })}
      </ul>
    </TitledSection>
  );
}

/** Chip-sized placeholder lines, one per branch. */
const PLACEHOLDER_CHIPS = ['Helsinki 00.00. 00:00', 'Vantaa 00.00. 00:00', 'Espoo 00.00. 00:00'];

/**
 * While the soonest times load, their place is kept (invisible chips of the same size), so the
 * calendar below does not jump down when they come: on a phone it is already on the screen.
 */
function NextFreeTimesLoading({ title }: { title: string }) {
  return (
    <div className="next-free next-free--loading" aria-hidden="true">
      <p className="next-free__title">{title}</p>
      <ul className="next-free__list">
        {PLACEHOLDER_CHIPS.map((text) => (
          <li key={text}>
            <span className="next-free__option">{text}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
