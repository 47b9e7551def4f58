import type { UseFormRegisterReturn } from 'react-hook-form';
import type { ServiceLocation } from '@tire/contracts';
import { Field, Select } from '@tire/ui';
import { useTranslate } from '../../../shared/use-translate.js';

/**
 * Where: a shop to visit, or for a call-out (the mechanic comes to the customer) their area, the
 * branch whose mechanic drives out.
 */
export function LocationField({
  registration,
  locations,
  callOut,
  error,
}: {
  registration: UseFormRegisterReturn;
  locations: { data?: ServiceLocation[]; isLoading: boolean; isError: boolean };
  callOut: boolean;
  error?: string;
}) {
  const t = useTranslate();
  const hint = locations.isLoading ? t('form.location.loading') : locations.isError ? t('form.location.failed') : callOut ? t('form.area.hint') : undefined;
  return (
    <Field label={t(callOut ? 'form.area' : 'form.location')} required error={error} hint={hint}>
      <Select
        {...registration}
        placeholder={t(callOut ? 'form.area.placeholder' : 'form.location.placeholder')}
        disabled={!locations.data}
        options={(locations.data ?? []).map((candidate) => ({ value: String(candidate.id), label: candidate.name }))}
      />
    </Field>
  );
}
