import { useEffect } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import { toast } from '@tire/platform';
import { useTranslate } from '../../../shared/use-translate.js';
import { useGetAvailableSlotsQuery } from '../api/available-slots-api.js';

export type SlotsState = 'chooseFirst' | 'loading' | 'none' | 'ready' | 'failed';

/** Free start times of a location on a date; nothing is asked until both are chosen. */
export function useAvailableSlots(locationId: string, date: string) {
  const t = useTranslate();
  const ready = Boolean(locationId && date);
  const query = useGetAvailableSlotsQuery(ready ? { locationId: Number(locationId), date } : skipToken);

  useEffect(() => {
    if (query.isError) {
      toast({ title: t('toast.slotsFailed.title'), description: t('toast.slotsFailed.description'), variant: 'destructive' });
    }
  }, [query.isError, query.requestId, t]);

  const slots = query.data ?? [];
  let state: SlotsState;
  if (!ready) state = 'chooseFirst';
  else if (query.isFetching) state = 'loading';
  else if (query.isError) state = 'failed';
  else state = slots.length ? 'ready' : 'none';
  return { state, slots: state === 'ready' ? slots : [] };
}
