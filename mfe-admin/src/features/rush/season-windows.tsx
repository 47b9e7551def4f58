import { useState } from 'react';
import type { SeasonWindow } from '@tire/contracts';
import { formatLongDate, useGetServiceLocationsQuery, useTranslate } from '@tire/platform';
import { Button, EmptyState, Field, Input, Select } from '@tire/ui';
import { useAdminCreateSeasonWindowMutation, useAdminSeasonWindowsQuery, useAdminSendInvitationBatchMutation } from './rush-api.js';
import { RushForm, useRushForm } from './rush-form.js';
import { SeasonForecast } from './season-forecast.js';

/**
 * Season windows: the days (at one location or all) the season's invitations book into and the
 * forecast covers. Each window sends its hotel customers' invitations in batches, each batch
 * pointed at one day, and shows the forecast load of its days.
 */
export function SeasonWindows() {
  const t = useTranslate();
  const locations = useGetServiceLocationsQuery();
  const seasons = useAdminSeasonWindowsQuery();
  const [create, creating] = useAdminCreateSeasonWindowMutation();
  const { form, set, error, submit } = useRushForm(
    { name: '', locationId: '', startsOn: '', endsOn: '' },
    (typed) =>
      create({
        name: typed.name,
        locationId: typed.locationId ? Number(typed.locationId) : null,
        startsOn: typed.startsOn,
        endsOn: typed.endsOn,
      }),
    'rush.seasons.failed',
    () => t('rush.seasons.created'),
  );

  return (
    <section className="admin-rush__block" aria-labelledby="rush-seasons-heading">
      <h3 id="rush-seasons-heading">{t('rush.seasons.heading')}</h3>
      <p className="muted">{t('rush.seasons.lead')}</p>
      <RushForm onSubmit={(event) => void submit(event)} error={error} saving={creating.isLoading} saveLabel={t('rush.seasons.create')}>
        <Field label={t('rush.seasons.name')} required>
          <Input value={form.name} onChange={set('name')} maxLength={80} placeholder={t('rush.seasons.namePlaceholder')} />
        </Field>
        <Field label={t('rush.seasons.location')}>
          <Select value={form.locationId} onChange={set('locationId')}>
            <option value="">{t('rush.allLocations')}</option>
            {(locations.data ?? []).map((location) => (
              <option key={location.id} value={String(location.id)}>
                {location.name}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={t('rush.seasons.startsOn')} required>
          <Input type="date" value={form.startsOn} onChange={set('startsOn')} />
        </Field>
        <Field label={t('rush.seasons.endsOn')} required>
          <Input type="date" value={form.endsOn} onChange={set('endsOn')} />
        </Field>
      </RushForm>
      {!seasons.data?.length ? (
        <EmptyState headingLevel={3} title={t('rush.seasons.empty')} />
      ) : (
        seasons.data.map((season) => <Season key={season.id} season={season} locationName={locations.data?.find((l) => l.id === season.locationId)?.name} />)
      )}
    </section>
  );
}

function Season({ season, locationName }: { season: SeasonWindow; locationName?: string }) {
  const t = useTranslate();
  const [showForecast, setShowForecast] = useState(false);
  return (
    <article className="admin-rush__season" aria-label={season.name}>
      <h4>{season.name}</h4>
      <p>
        {formatLongDate(season.startsOn)} – {formatLongDate(season.endsOn)} · {locationName ?? t('rush.allLocations')}
      </p>
      <p className="muted">{t('rush.seasons.figures', { invited: season.invited, waiting: season.notYetInvited, batches: season.batches })}</p>
      <InvitationBatch season={season} />
      <Button variant="outline" size="sm" aria-expanded={showForecast} onClick={() => setShowForecast(!showForecast)}>
        {showForecast ? t('rush.forecast.hide') : t('rush.forecast.show')}
      </Button>
      {showForecast && <SeasonForecast seasonId={season.id} />}
    </article>
  );
}

function InvitationBatch({ season }: { season: SeasonWindow }) {
  const t = useTranslate();
  const [send, sending] = useAdminSendInvitationBatchMutation();
  const { form, set, error, submit } = useRushForm(
    { batchSize: '20', suggestedDate: season.startsOn },
    (typed) => send({ seasonId: season.id, batchSize: Number(typed.batchSize), suggestedDate: typed.suggestedDate }),
    'rush.batch.failed',
    (answer) => t('rush.batch.sent', { sent: answer.sent, batch: answer.batch }),
  );

  return (
    <RushForm
      inline
      label={t('rush.batch.label', { season: season.name })}
      onSubmit={(event) => void submit(event)}
      error={error}
      saving={sending.isLoading}
      saveLabel={t('rush.batch.send')}
      disabled={season.notYetInvited === 0}
    >
      <Field label={t('rush.batch.size')} hint={t('rush.batch.size.hint')}>
        <Input type="number" min={1} max={200} inputMode="numeric" value={form.batchSize} onChange={set('batchSize')} />
      </Field>
      <Field label={t('rush.batch.day')} hint={t('rush.batch.day.hint')}>
        <Input type="date" min={season.startsOn} max={season.endsOn} value={form.suggestedDate} onChange={set('suggestedDate')} />
      </Field>
    </RushForm>
  );
}
