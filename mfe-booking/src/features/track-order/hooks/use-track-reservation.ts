import { useCallback, useRef, useState } from 'react';
import { normalizeTrackingCode, type TrackedReservation } from '@tire/contracts';
import { type ApiFailure, toast, useLazyGetTrackedReservationQuery } from '@tire/platform';
import { useTranslate } from '../../../shared/use-translate.js';

export type TrackSearch =
  { phase: 'idle' } | { phase: 'searching'; code: string } | { phase: 'found'; reservation: TrackedReservation } | { phase: 'notFound'; code: string };

/**
 * One search at a time. Editing the code resets to idle, and an answer that arrives for a code
 * the user has since changed is dropped. A 404 is "not found"; any other failure also shows the
 * not-found card, after a toast. No retries.
 */
export function useTrackReservation() {
  const t = useTranslate();
  const [trigger] = useLazyGetTrackedReservationQuery();
  const [search, setSearch] = useState<TrackSearch>({ phase: 'idle' });
  const current = useRef(0);

  const run = useCallback(
    async (rawCode: string) => {
      const code = normalizeTrackingCode(rawCode);
      if (!code) return;
      const id = ++current.current;
      setSearch({ phase: 'searching', code });
      const result = await trigger(code, false);
      if (id !== current.current) return;
      if (result.data) {
        setSearch({ phase: 'found', reservation: result.data });
        return;
      }
      const error = result.error as ApiFailure | undefined;
      if (error?.status !== 404) {
        toast({ title: t('toast.trackFailed.title'), description: t('toast.trackFailed.description'), variant: 'destructive' });
      }
      setSearch({ phase: 'notFound', code });
    },
    [trigger, t],
  );

  const reset = useCallback(() => {
    current.current += 1;
    setSearch({ phase: 'idle' });
  }, []);

  return { search, run, reset };
}
