import { useState } from 'react';
import { formatLongDate, useGetServiceLocationsQuery, useTranslate } from '@tire/platform';
import { Alert, Button, Field, Select, Spinner } from '@tire/ui';
import { skipToken } from '@reduxjs/toolkit/query';
import { printSection } from '../print-section.js';
import { useAdminTireSetPickListQuery } from '../tire-hotel-api.js';

/** The chosen day's sets to fetch from storage at one location, by start time: printable, readable on a phone. */
export function PickList({ date }: { date: string }) {
  const t = useTranslate();
  const locations = useGetServiceLocationsQuery();
  const [chosen, setChosen] = useState('');
  const locationId = Number(chosen || locations.data?.[0]?.id || 0);
  const list = useAdminTireSetPickListQuery(locationId ? { locationId, date } : skipToken);
  const locationName = locations.data?.find((location) => location.id === locationId)?.name ?? '';
  return (
    <section className="tire-pick-list" aria-labelledby="tire-pick-list-heading">
      <h3 id="tire-pick-list-heading">{t('tireHotel.pick.heading', { date: formatLongDate(date), location: locationName })}</h3>
      <div className="tire-pick-list__controls">
        <Field label={t('tireHotel.pick.location')}>
          <Select
            value={String(locationId || '')}
            onChange={(event) => setChosen(event.target.value)}
            options={(locations.data ?? []).map((location) => ({ value: String(location.id), label: location.name }))}
          />
        </Field>
        <Button variant="outline" size="sm" onClick={() => printSection('pick-list')}>
          {t('tireHotel.pick.print')}
        </Button>
      </div>
      {list.isLoading ? (
        <Spinner label={t('tireHotel.pick.loading')} />
      ) : list.isError ? (
        <Alert tone="danger">{t('tireHotel.pick.failed')}</Alert>
      ) : !list.data?.length ? (
        <p className="muted">{t('tireHotel.pick.empty')}</p>
      ) : (
        <ol className="tire-pick-list__items">
          {list.data.map((item) => (
            <li key={item.trackingCode} className="tire-pick-list__item">
              <strong>{`${item.scheduledTime} · ${item.set.licensePlate}`}</strong>
              <span>{t('tireHotel.pick.where', { shelf: item.set.shelfLocation, label: item.set.labelNumber })}</span>
              <span>{`${item.set.brand} ${item.set.model}, ${item.set.tireSize}, ${t(item.set.onRims ? 'tireHotel.onRims' : 'tireHotel.noRims')}`}</span>
              <span className="muted">{`${item.trackingCode} · ${t(item.set.status === 'stored' ? 'tireHotel.status.stored' : 'tireHotel.status.out')}`}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
