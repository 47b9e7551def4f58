import { formatShortDay, useGetServiceLocationsQuery, useTranslate } from '@tire/platform';
import { Alert, Spinner } from '@tire/ui';
import { useAdminSeasonForecastQuery } from './rush-api.js';

/**
 * The forecast load of each day of a season window: what the day can take (a rush day's extra
 * included), booked, held (unpaid), and invited customers pointed at the day who have not booked.
 * A table that scrolls sideways on a phone, its first column staying readable.
 */
export function SeasonForecast({ seasonId }: { seasonId: number }) {
  const t = useTranslate();
  const locations = useGetServiceLocationsQuery();
  const { data, isLoading, isError } = useAdminSeasonForecastQuery({ seasonId });
  if (isLoading) return <Spinner label={t('rush.forecast.loading')} />;
  if (isError || !data) return <Alert tone="danger">{t('rush.forecast.failed')}</Alert>;
  const nameOf = (id: number) => locations.data?.find((location) => location.id === id)?.name ?? `#${id}`;
  return (
    <div className="admin-rush__forecast" role="region" aria-label={t('rush.forecast.label')} tabIndex={0}>
      <table>
        <caption className="muted">{t('rush.forecast.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('rush.date')}</th>
            <th scope="col">{t('rush.location')}</th>
            <th scope="col">{t('rush.forecast.capacity')}</th>
            <th scope="col">{t('rush.forecast.booked')}</th>
            <th scope="col">{t('rush.forecast.held')}</th>
            <th scope="col">{t('rush.forecast.invited')}</th>
            <th scope="col">{t('rush.forecast.free')}</th>
          </tr>
        </thead>
        <tbody>
          {data.days.map((day) => {
            const free = day.capacity - day.booked - day.held - day.invitedNotBooked;
            return (
              <tr key={`${day.date}/${day.locationId}`} data-date={day.date} className={free < 0 ? 'admin-rush__over' : undefined}>
                <th scope="row">{formatShortDay(day.date)}</th>
                <td>
                  {nameOf(day.locationId)}
                  {day.extraBays > 0 ? ` (+${day.extraBays})` : ''}
                </td>
                <td>{day.capacity}</td>
                <td>{day.booked}</td>
                <td>{day.held}</td>
                <td>{day.invitedNotBooked}</td>
                <td>{free}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
