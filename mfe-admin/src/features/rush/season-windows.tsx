import { useState, type FormEvent } from 'react';
import type { SeasonWindow } from '@tire/contracts';
import { formatLongDate, toast, useErrorMessage, useGetServiceLocationsQuery, useTranslate } from '@tire/platform';
import { Button, EmptyState, Field, Input, Select } from '@tire/ui';
import { useAdminCreateSeasonWindowMutation, useAdminSeasonWindowsQuery, useAdminSendInvitationBatchMutation } from './rush-api.js';
import { SeasonForecast } from './season-forecast.js';

/**
 * Season windows: the days (at one location or all) the season's invitations book into and the
 * forecast covers. Each window sends its hotel customers' invitations in batches, each batch
 * pointed at one day, and shows the forecast load of its days.
 */
export function SeasonWindows() {
  const t = useTranslate();
  const errorMessage = useErrorMessage();
  const locations = useGetServiceLocationsQuery();
  const seasons = useAdminSeasonWindowsQuery();
  const [create, creating] = useAdminCreateSeasonWindowMutation();
  const [form, setForm] = useState({ name: '', locationId: '', startsOn: '', endsOn: '' });
  const [error, setError] = useState<string>();
  const set = (name: keyof typeof form) => (event: { target: { value: string } }) => setForm({ ...form, [name]: event.target.value });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const result = await create({
      name: form.name,
      locationId: form.locationId ? Number(form.locationId) : null,
      startsOn: form.startsOn,
      endsOn: form.endsOn,
    });
    if (result.error) {
      setError(errorMessage(result.error) ?? t('rush.seasons.failed'));
      return;
    }
    setError(undefined);
    toast({ title: t('rush.seasons.created'), variant: 'success' });
  }

  return (
    <section className="admin-rush__block" aria-labelledby="rush-seasons-heading">
      <h3 id="rush-seasons-heading">{t('rush.seasons.heading')}</h3>
      <p className="muted">{t('rush.seasons.lead')}</p>
      <form className="admin-rush__form" onSubmit={submit} noValidate>
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
        {error && (
          <p className="field__error" role="alert">
            {error}
          </p>
        )}
        <Button type="submit" loading={creating.isLoading}>
          {t('rush.seasons.create')}
        </Button>
      </form>
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
  const errorMessage = useErrorMessage();
  const [send, sending] = useAdminSendInvitationBatchMutation();
  const [batchSize, setBatchSize] = useState('20');
  const [suggestedDate, setSuggestedDate] = useState(season.startsOn);
  const [error, setError] = useState<string>();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const result = await send({ seasonId: season.id, batchSize: Number(batchSize), suggestedDate });
    if (result.error) {
      setError(errorMessage(result.error) ?? t('rush.batch.failed'));
      return;
    }
    setError(undefined);
    toast({ title: t('rush.batch.sent', { sent: result.data.sent, batch: result.data.batch }), variant: 'success' });
  }

  return (
    <form className="admin-rush__form admin-rush__form--inline" onSubmit={submit} noValidate aria-label={t('rush.batch.label', { season: season.name })}>
      <Field label={t('rush.batch.size')} hint={t('rush.batch.size.hint')}>
        <Input type="number" min={1} max={200} inputMode="numeric" value={batchSize} onChange={(event) => setBatchSize(event.target.value)} />
      </Field>
      <Field label={t('rush.batch.day')} hint={t('rush.batch.day.hint')}>
        <Input type="date" min={season.startsOn} max={season.endsOn} value={suggestedDate} onChange={(event) => setSuggestedDate(event.target.value)} />
      </Field>
      {error && (
        <p className="field__error" role="alert">
          {error}
        </p>
      )}
      <Button type="submit" loading={sending.isLoading} disabled={season.notYetInvited === 0}>
        {t('rush.batch.send')}
      </Button>
    </form>
  );
}
