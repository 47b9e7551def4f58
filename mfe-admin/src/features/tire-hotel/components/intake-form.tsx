import { useState, type FormEvent } from 'react';
import { STORED_TIRE_TYPES, WHEEL_POSITIONS, type RecordTireSetIntakeBody, type TireSet } from '@tire/contracts';
import { toast, useErrorMessage, useTranslate, type ApiFailure } from '@tire/platform';
import { Button, Field, Input, Select } from '@tire/ui';
import { useAdminRecordTireSetIntakeMutation } from '../tire-hotel-api.js';
import { TireLabels } from './tire-labels.js';

type Values = Record<
  'trackingCode' | 'licensePlate' | 'brand' | 'model' | 'tireSize' | 'tireType' | 'dotWeek' | 'dotYear' | 'notes' | 'shelfLocation' | 'labelNumber',
  string
> & { onRims: boolean; tread: Record<string, string> };

const empty: Values = {
  trackingCode: '',
  licensePlate: '',
  brand: '',
  model: '',
  tireSize: '',
  tireType: 'winter',
  dotWeek: '',
  dotYear: '',
  notes: '',
  shelfLocation: '',
  labelNumber: '',
  onRims: true,
  tread: Object.fromEntries(WHEEL_POSITIONS.map((position) => [position, ''])),
};

/** A tread typed with a decimal comma (Finnish) or point, as the number the contract reads; text the server will refuse by its rule. */
const millimetres = (text: string) => {
  const value = text.trim().replace(',', '.');
  return value !== '' && !Number.isNaN(Number(value)) ? Number(value) : text;
};

/** The 400's field problems by their path, in the admin's language (the platform's error.<code>). */
function fieldErrors(error: unknown, t: (id: string) => string): Record<string, string> {
  const data = (error as { data?: { errors?: { path: string; code?: string; message: string }[] } }).data;
  return Object.fromEntries((data?.errors ?? []).map((item) => [item.path, item.code ? t(`error.${item.code}`) : item.message]));
}

/** The intake: staff record a set at the counter (phone-sized), then print its labels. */
export function IntakeForm() {
  const t = useTranslate();
  const errorMessage = useErrorMessage();
  const [record, recording] = useAdminRecordTireSetIntakeMutation();
  const [values, setValues] = useState<Values>(empty);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [stored, setStored] = useState<TireSet | null>(null);
  const text = (name: keyof Omit<Values, 'onRims' | 'tread'>) => ({
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) => setValues({ ...values, [name]: event.target.value }),
  });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const body: RecordTireSetIntakeBody = {
      trackingCode: values.trackingCode,
      licensePlate: values.licensePlate,
      brand: values.brand,
      model: values.model,
      tireSize: values.tireSize,
      tireType: values.tireType as RecordTireSetIntakeBody['tireType'],
      dotWeek: values.dotWeek,
      dotYear: values.dotYear,
      onRims: values.onRims,
      treadMm: Object.fromEntries(
        WHEEL_POSITIONS.map((position) => [position, millimetres(values.tread[position] ?? '')]),
      ) as RecordTireSetIntakeBody['treadMm'],
      notes: values.notes,
      shelfLocation: values.shelfLocation,
      labelNumber: values.labelNumber,
    };
    const result = await record(body);
    if ('error' in result) {
      const byField = fieldErrors(result.error, t);
      setErrors(byField);
      toast({ title: t('tireHotel.intake.failed'), description: errorMessage(result.error as ApiFailure), variant: 'destructive' });
      return;
    }
    setErrors({});
    setStored(result.data);
    setValues(empty);
    toast({ title: t('tireHotel.intake.done', { label: result.data.labelNumber }), variant: 'success' });
  };

  return (
    <section className="tire-intake" aria-labelledby="tire-intake-heading">
      <h3 id="tire-intake-heading">{t('tireHotel.intake.heading')}</h3>
      <form className="tire-intake__form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <Field label={t('tireHotel.field.trackingCode')} error={errors.trackingCode} required>
          <Input {...text('trackingCode')} autoComplete="off" />
        </Field>
        <Field label={t('tireHotel.field.licensePlate')} error={errors.licensePlate} required>
          <Input {...text('licensePlate')} autoComplete="off" />
        </Field>
        <Field label={t('tireHotel.field.brand')} error={errors.brand} required>
          <Input {...text('brand')} />
        </Field>
        <Field label={t('tireHotel.field.model')} error={errors.model} required>
          <Input {...text('model')} />
        </Field>
        <Field label={t('tireHotel.field.tireSize')} hint={t('tireHotel.field.tireSize.hint')} error={errors.tireSize} required>
          <Input {...text('tireSize')} autoComplete="off" spellCheck={false} />
        </Field>
        <Field label={t('tireHotel.field.tireType')} error={errors.tireType} required>
          <Select {...text('tireType')} options={STORED_TIRE_TYPES.map((type) => ({ value: type, label: t(`tireHotel.type.${type}`) }))} />
        </Field>
        <div className="tire-intake__pair">
          <Field label={t('tireHotel.field.dotWeek')} error={errors.dotWeek} required>
            <Input {...text('dotWeek')} inputMode="numeric" />
          </Field>
          <Field label={t('tireHotel.field.dotYear')} error={errors.dotYear} required>
            <Input {...text('dotYear')} inputMode="numeric" />
          </Field>
        </div>
        <label className="checkbox tire-intake__rims">
          <input type="checkbox" checked={values.onRims} onChange={(event) => setValues({ ...values, onRims: event.target.checked })} />
          <span className="checkbox__label">{t('tireHotel.field.onRims')}</span>
        </label>
        <fieldset className="tire-intake__treads">
          <legend>{t('tireHotel.field.tread')}</legend>
          {WHEEL_POSITIONS.map((position) => (
            <Field key={position} label={t(`tireHotel.position.${position}`)} error={errors[`treadMm.${position}`]} required>
              <Input
                name={`tread-${position}`}
                value={values.tread[position]}
                inputMode="decimal"
                onChange={(event) => setValues({ ...values, tread: { ...values.tread, [position]: event.target.value } })}
              />
            </Field>
          ))}
        </fieldset>
        <Field label={t('tireHotel.field.shelfLocation')} error={errors.shelfLocation} required>
          <Input {...text('shelfLocation')} autoComplete="off" />
        </Field>
        <Field label={t('tireHotel.field.labelNumber')} error={errors.labelNumber} required>
          <Input {...text('labelNumber')} autoComplete="off" />
        </Field>
        <Field label={t('tireHotel.field.notes')} error={errors.notes}>
          <Input {...text('notes')} />
        </Field>
        <Button type="submit" loading={recording.isLoading}>
          {t('tireHotel.intake.submit')}
        </Button>
      </form>
      {stored && <TireLabels set={stored} />}
    </section>
  );
}
