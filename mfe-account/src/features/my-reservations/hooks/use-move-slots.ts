import { useEffect } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import { toast, useGetAvailableSlotsQuery } from '@tire/platform';
import { useTranslate } from '../../../shared/use-translate.js';

export type MoveSlotsState = 'chooseFirst' | 'loading' | 'none' | 'ready' | 'failed';

/** Free start times at the reservation's location on the chosen date; nothing is asked without a date. */
export function useMoveSlots(locationId: number, date: string) {
  const t = useTranslate();
  const query = useGetAvailableSlotsQuery(date ? { locationId, date } : skipToken);

  useEffect(() => {
    if (query.isError) {
      toast({ title: t('toast.slotsFailed.title'), description: t('toast.slotsFailed.description'), variant: 'destructive' });
    }
  }, [query.isError, query.requestId, t]);

  const slots = query.data ?? [];
  let state: MoveSlotsState;
  if (!date) state = 'chooseFirst';
  else if (query.isFetching) state = 'loading';
  else if (query.isError) state = 'failed';
  else state = slots.length ? 'ready' : 'none';
  return { state, slots: state === 'ready' ? slots : [] };
}
