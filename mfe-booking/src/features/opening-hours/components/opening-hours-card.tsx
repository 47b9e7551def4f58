import { useIntl } from 'react-intl';
import { Card, Spinner } from '@tire/ui';
import { useTranslate } from '../../../shared/use-translate.js';
import { useGetServiceLocationsQuery } from '@tire/platform';
import { groupLocationsByHours, weekdayName, type OpeningHoursRow } from '@tire/contracts';

/** The hours of every location, from the locations' data (never from text in the page). */
export function OpeningHoursCard() {
  const t = useTranslate();
  const { data: locations, isLoading, isError } = useGetServiceLocationsQuery();
  const groups = locations ? groupLocationsByHours(locations) : [];

  return (
    <Card title={t('hours.title')} className="opening-hours">
      {isLoading && <Spinner size="sm" label={t('hours.loading')} />}
      {isError && <p className="opening-hours__unavailable">{t('hours.unavailable')}</p>}
      {groups.map((group) => {
        const caption = groups.length === 1 && locations!.length > 1 ? t('hours.allLocations') : group.locations.map((location) => location.name).join(', ');
        return (
          <table className="hours-table" key={group.locations[0]!.id}>
            <caption className="hours-table__caption">{caption}</caption>
            <tbody>
              {group.rows.map((row) => (
                <HoursRow key={row.days.join('-')} row={row} />
              ))}
            </tbody>
          </table>
        );
      })}
    </Card>
  );
}

function HoursRow({ row }: { row: OpeningHoursRow }) {
  const t = useTranslate();
  const locale = useIntl().locale;
  const dayName = (day: number) => weekdayName(day, locale);
  const first = row.days[0]!;
  const last = row.days.at(-1)!;
  const days = first === last ? dayName(first) : `${dayName(first)}–${dayName(last)}`;
  return (
    <tr>
      <th scope="row">{days}</th>
      <td>{row.hours ? t('hours.range', { opens: row.hours.opens, closes: row.hours.closes }) : t('hours.closed')}</td>
    </tr>
  );
}
