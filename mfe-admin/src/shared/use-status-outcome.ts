import { toast, useErrorMessage, useTranslate, type ApiFailure } from '@tire/platform';

/**
 * What an administrator is told after a status change, a reservation's or an order's: the success
 * toast, or the spec's 'Virhe tilan päivityksessä'; a 409 (the lifecycle refuses it, e.g. the
 * booking was cancelled meanwhile) says why in the admin's language; a 401 is left to the
 * platform's login-required rule. The returned function says whether the change was made.
 */
export function useStatusOutcome() {
  const t = useTranslate();
  const errorMessage = useErrorMessage();
  return (result: { data?: unknown; error?: unknown }, successDescription: string): boolean => {
    if (result.data) {
      toast({ title: t('toast.statusUpdated.title'), description: successDescription, variant: 'success' });
      return true;
    }
    const error = result.error as ApiFailure | undefined;
    if (error?.status === 401) return false;
    const description = (error?.status === 409 && errorMessage(error)) || t('toast.statusFailed.description');
    toast({ title: t('toast.statusFailed.title'), description, variant: 'destructive' });
    return false;
  };
}
