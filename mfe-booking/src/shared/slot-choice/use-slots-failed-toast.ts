import { useEffect } from 'react';
import { toast } from '@tire/platform';
import { useTranslate } from '../use-translate.js';

/** A toast each time the shown month's or the chosen day's free times fail to load (the booking, move and fitting forms). */
export function useSlotsFailedToast(monthFailed: boolean, dayFailed: boolean) {
  const t = useTranslate();
  useEffect(() => {
    if (monthFailed || dayFailed) {
      toast({ title: t('toast.slotsFailed.title'), description: t('toast.slotsFailed.description'), variant: 'destructive' });
    }
  }, [monthFailed, dayFailed, t]);
}
