import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field, Select } from '@tire/ui';
import { useTranslate } from '../../../shared/use-translate.js';
import type { SlotsState } from '../hooks/use-available-slots.js';

const PLACEHOLDERS: Record<SlotsState, string> = {
  chooseFirst: 'form.time.chooseFirst',
  loading: 'form.time.loading',
  none: 'form.time.none',
  failed: 'form.time.failed',
  ready: 'form.time.placeholder',
};

/** Start times of the chosen location and date; disabled (and saying why) until there are some. */
export function TimeSlotSelect({
  registration,
  state,
  slots,
  error,
}: {
  registration: UseFormRegisterReturn;
  state: SlotsState;
  slots: string[];
  error?: string;
}) {
  const t = useTranslate();
  return (
    <Field label={t('form.time')} error={error} hint={state === 'none' ? t('form.time.noneHint') : undefined} required>
      <Select
        {...registration}
        disabled={state !== 'ready'}
        aria-busy={state === 'loading' || undefined}
        placeholder={t(PLACEHOLDERS[state])}
        options={slots.map((slot) => ({ value: slot, label: slot }))}
      />
    </Field>
  );
}
