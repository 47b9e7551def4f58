import { useState, type FormEvent } from 'react';
import type { TireSet } from '@tire/contracts';
import { toast, useErrorMessage, useTranslate, type ApiFailure } from '@tire/platform';
import { Button, Field, Input, Spinner } from '@tire/ui';
import { skipToken } from '@reduxjs/toolkit/query';
import { useAdminReturnTireSetMutation, useAdminTakeOutTireSetMutation, useAdminTireSetsQuery } from '../tire-hotel-api.js';

/** Staff find a set by plate or label, then record its out-take or its return (each in the audit trail). */
export function SetSearch() {
  const t = useTranslate();
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  const sets = useAdminTireSetsQuery(q ? { q } : skipToken);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setQ(typed.trim());
  };
  return (
    <section className="tire-set-search" aria-labelledby="tire-set-search-heading">
      <h3 id="tire-set-search-heading">{t('tireHotel.search.heading')}</h3>
      <form className="tire-set-search__form" role="search" onSubmit={onSubmit}>
        <Field label={t('tireHotel.search.label')}>
          <Input value={typed} onChange={(event) => setTyped(event.target.value)} autoComplete="off" />
        </Field>
        <Button type="submit" variant="outline" size="sm">
          {t('tireHotel.search.submit')}
        </Button>
      </form>
      {sets.isFetching ? (
        <Spinner label={t('tireHotel.search.loading')} />
      ) : q && !sets.data?.length ? (
        <p className="muted">{t('tireHotel.search.none')}</p>
      ) : (
        <ul className="tire-set-search__results">
          {(sets.data ?? []).map((set) => (
            <FoundSet key={set.id} set={set} />
          ))}
        </ul>
      )}
    </section>
  );
}

function FoundSet({ set }: { set: TireSet }) {
  const t = useTranslate();
  const errorMessage = useErrorMessage();
  const [takeOut, takingOut] = useAdminTakeOutTireSetMutation();
  const [putBack, returning] = useAdminReturnTireSetMutation();
  const moving = { isLoading: takingOut.isLoading || returning.isLoading };
  const act = async (kind: 'take-out' | 'return') => {
    const result = await (kind === 'take-out' ? takeOut(set.id) : putBack(set.id));
    if ('error' in result) toast({ title: errorMessage(result.error as ApiFailure) ?? t('tireHotel.move.failed'), variant: 'destructive' });
    else toast({ title: t(kind === 'take-out' ? 'tireHotel.move.takenOut' : 'tireHotel.move.returned', { label: set.labelNumber }), variant: 'success' });
  };
  return (
    <li className="card tire-set-search__item">
      <strong>{`${set.licensePlate} · ${set.labelNumber}`}</strong>
      <span>{`${set.brand} ${set.model}, ${set.tireSize} · ${set.locationName}, ${t('tireHotel.labels.shelf', { shelf: set.shelfLocation })}`}</span>
      <span className="muted">{t(set.status === 'stored' ? 'tireHotel.status.stored' : 'tireHotel.status.out')}</span>
      {set.status === 'stored' ? (
        <Button size="sm" variant="outline" disabled={moving.isLoading} onClick={() => void act('take-out')}>
          {t('tireHotel.move.takeOut')}
        </Button>
      ) : (
        <Button size="sm" variant="outline" disabled={moving.isLoading} onClick={() => void act('return')}>
          {t('tireHotel.move.return')}
        </Button>
      )}
    </li>
  );
}
