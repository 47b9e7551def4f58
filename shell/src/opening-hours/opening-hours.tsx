import { useIntl } from 'react-intl';
import { useGetServiceLocationsQuery, useTranslate } from '@tire/platform';
import { formatHelsinki, groupOpeningHours, weekdayName, type OpeningHoursRow } from '@tire/contracts';
import { sameHoursEverywhere } from './group-opening-hours.js';

/** An opening or closing time as the language writes it: "16.00", "9.00" in Finnish, "9:00" in English. */
const clockTime = (time: string, locale: string) => formatHelsinki(time, locale, { hour: 'numeric', minute: '2-digit' });

function HoursList({ groups }: { groups: OpeningHoursRow[] }) {
  const t = useTranslate();
  const intl = useIntl();
  const days = (group: OpeningHoursRow) => {
    const first = weekdayName(group.days[0]!, intl.locale);
    return group.days.length === 1 ? first : `${first}–${weekdayName(group.days.at(-1)!, intl.locale)}`;
  };
  return (
    <dl className="hours">
      {groups.map((group) => (
        <div className="hours__row" key={group.days.join()}>
          <dt>{days(group)}</dt>
          <dd>
            {group.hours
              ? t('hours.range', { opens: clockTime(group.hours.opens, intl.locale), closes: clockTime(group.hours.closes, intl.locale) })
              : t('hours.closed')}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * Opening hours from the service locations (the one source of hours): once when all locations
 * agree, else per location; `perLocation` always names each location (the contact page).
 */
export function OpeningHours({ perLocation = false }: { perLocation?: boolean }) {
  const t = useTranslate();
  const { data: locations, isLoading, isError } = useGetServiceLocationsQuery();
  if (isLoading) {
    // Also the server's HTML. The one-table form keeps the place of a week's two rows, so the
    // footer does not grow under the visitor's eyes when the hours arrive.
    return (
      <p className={perLocation ? 'muted' : 'muted hours-loading'} aria-busy="true">
        {t('hours.loading')}
      </p>
    );
  }
  if (isError || !locations || locations.length === 0) {
    return <p className="muted">{t('hours.unavailable')}</p>;
  }
  if (!perLocation && sameHoursEverywhere(locations)) return <HoursList groups={groupOpeningHours(locations[0]!.openingHours)} />;
  return (
    <div className="hours-by-location">
      {locations.map((location) => (
        <div key={location.id}>
          <p className="hours__location">{location.name}</p>
          {perLocation && location.address && <p className="hours__address muted">{location.address}</p>}
          <HoursList groups={groupOpeningHours(location.openingHours)} />
        </div>
      ))}
    </div>
  );
}
