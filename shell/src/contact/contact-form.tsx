import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { contractResolver, fieldErrorText } from '@tire/platform/forms';
import { contactBodySchema, type ContactBody } from '@tire/contracts';
import { isNetworkFailure, NetworkFailureAlert, networkFailureText, toast, useTranslate, type NetworkFailureKind } from '@tire/platform';
import { Button, Field, Input, Textarea } from '@tire/ui';
import { useSendContactMessageMutation } from './contact-api.js';

type ContactValues = { name: string; email: string; phone: string; message: string };
const empty: ContactValues = { name: '', email: '', phone: '', message: '' };

// The contract's schema validates the form: the spec's rules and messages, translated below.
const resolver = contractResolver<ContactValues, ContactBody>(contactBodySchema);

/**
 * The contact page's message form (spec section 5): on success it empties and says so; on failure
 * a toast, and when the message could not be sent at all (offline) the form says so by its button,
 * keeping what was typed.
 */
export default function ContactForm() {
  const t = useTranslate();
  const error = (message: string | undefined) => (message === undefined ? undefined : fieldErrorText(message, t));
  const { register, handleSubmit, reset, formState } = useForm<ContactValues, unknown, ContactBody>({ resolver, defaultValues: empty });
  const { errors, isSubmitting } = formState;
  const [send] = useSendContactMessageMutation();
  const [notSent, setNotSent] = useState<NetworkFailureKind | null>(null);

  const submit = async (values: ContactBody) => {
    setNotSent(null);
    try {
      await send(values).unwrap();
      reset(empty);
      toast({ title: t('contact.toast.sent.title'), description: t('contact.toast.sent.description'), variant: 'success' });
    } catch (error) {
      if (isNetworkFailure(error)) {
        setNotSent(error.network);
        toast({ ...networkFailureText(error.network), variant: 'destructive' });
        return;
      }
      toast({ title: t('contact.toast.error.title'), description: t('contact.toast.error.description'), variant: 'destructive' });
    }
  };

  return (
    <form className="contact-form stack" noValidate onSubmit={handleSubmit(submit)} aria-labelledby="contact-form-title" aria-busy={isSubmitting || undefined}>
      <h2 id="contact-form-title">{t('contact.form.title')}</h2>
      <p className="muted">{t('contact.form.required')}</p>
      <div className="contact-form__row">
        <Field label={t('contact.form.name')} required error={error(errors.name?.message)}>
          <Input autoComplete="name" {...register('name')} />
        </Field>
        <Field label={t('contact.form.email')} required error={error(errors.email?.message)}>
          <Input type="email" autoComplete="email" {...register('email')} />
        </Field>
      </div>
      <Field label={t('contact.form.phone')} required error={error(errors.phone?.message)}>
        <Input type="tel" autoComplete="tel" {...register('phone')} />
      </Field>
      <Field label={t('contact.form.message')} required error={error(errors.message?.message)}>
        <Textarea rows={6} {...register('message')} />
      </Field>
      {notSent && <NetworkFailureAlert kind={notSent} />}
      <div>
        <Button type="submit" size="lg" loading={isSubmitting}>
          {isSubmitting ? t('contact.form.sending') : t('contact.form.send')}
        </Button>
      </div>
    </form>
  );
}
