import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { PAGE_PATHS } from '@tire/contracts';
import { toast, toastThen, useClock, useErrorMessage, useReturnTo } from '@tire/platform';
import { useTranslate } from './use-translate.js';

/**
 * The account steps' failure toast (send a code, verify it, sign up, save the profile): 'Error'
 * with the server's reason, or the step's own words (`fallbackId`) when it gave none.
 */
export function useFailureToast() {
  const t = useTranslate();
  const errorMessage = useErrorMessage();
  return useCallback(
    (error: unknown, fallbackId: string) => {
      toast({ title: t('toast.error.title'), description: errorMessage(error) ?? t(fallbackId), variant: 'destructive' });
    },
    [t, errorMessage],
  );
}

/**
 * A step that ends the flow (account created, profile saved): its success toast, then after
 * `delayMs` back where the customer was sent from (the booking form), or to the dashboard.
 * Leaving the page before then cancels the move.
 */
export function useToastThenReturn() {
  const returnTo = useReturnTo();
  const navigate = useNavigate();
  const clock = useClock();
  const cancelRedirect = useRef<() => void>(undefined);
  useEffect(() => () => cancelRedirect.current?.(), []);
  return (message: Parameters<typeof toastThen>[0], delayMs: number) => {
    cancelRedirect.current = toastThen(message, delayMs, () => navigate(returnTo ?? PAGE_PATHS.dashboard), clock);
  };
}
