import { FormattedMessage, useIntl } from 'react-intl';
import { useGetServiceLocationsQuery } from '@tire/platform';
import { groupOpeningHours, type OpeningHoursRow } from '@tire/contracts';
import { formatTime, sameHoursEverywhere, weekdayName } from './group-opening-hours.js';

function HoursList({ groups }: { groups: OpeningHoursRow[] }) {
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
            {group.hours ? (
              <FormattedMessage
                id="hours.range"
                values={{ opens: formatTime(group.hours.opens, intl.locale), closes: formatTime(group.hours.closes, intl.locale) }}
              />
            ) : (
              <FormattedMessage id="hours.closed" />
            )}
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
  const { data: locations, isLoading, isError } = useGetServiceLocationsQuery();
  if (isLoading) {
    // Also the server's HTML. The one-table form keeps the place of a week's two rows, so the
    // footer does not grow under the visitor's eyes when the hours arrive.
    return (
      <p className={perLocation ? 'muted' : 'muted hours-loading'} aria-busy="true">
        <FormattedMessage id="hours.loading" />
      </p>
    );
  }
  if (isError || !locations || locations.length === 0) {
    return (
      <p className="muted">
        <FormattedMessage id="hours.unavailable" />
      </p>
    );
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
