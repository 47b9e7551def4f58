import type { UseFormRegisterReturn } from 'react-hook-form';
import { SERVICE_PRICES_CENTS, SERVICE_TYPES, type ServiceType } from '@tire/contracts';
import { formatEuro } from '@tire/platform';
import { Field, Select } from '@tire/ui';
import { useTranslate } from '../../../shared/use-translate.js';

/** The services with their prices; the mechanic's 0.50 EUR is said to be a booking fee. */
export function ServiceSelect({ registration, value, error }: { registration: UseFormRegisterReturn; value: string; error?: string }) {
  const t = useTranslate();
  const price = (type: ServiceType) => formatEuro(SERVICE_PRICES_CENTS[type] / 100);
  const options = SERVICE_TYPES.map((type) => ({
    value: type,
    label: t(type === 'call_mechanic' ? 'service.option.bookingFee' : 'service.option', { name: t(`service.${type}`), price: price(type) }),
  }));
  const hint = value === 'call_mechanic' ? t('service.callMechanicNote', { price: price('call_mechanic') }) : undefined;
  return (
    <Field label={t('form.service')} error={error} hint={hint} required>
      <Select options={options} {...registration} />
    </Field>
  );
}
