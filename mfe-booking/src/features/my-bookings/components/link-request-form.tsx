import { useState, type FormEvent } from 'react';
import { EMAIL_ACCESS_LINK_MINUTES, requestMyBookingsLinkBodySchema } from '@tire/contracts';
import type { ApiFailure } from '@tire/platform';
import { Alert, Button, Field, Input } from '@tire/ui';
import { useTranslate } from '../../../shared/use-translate.js';
import { TitledSection } from '../../../shared/titled-section.js';
import { useRequestMyBookingsLinkMutation } from '../api/my-bookings-api.js';

/**
 * "Send me a link": an e-mail address, and the same answer whatever it is (whether or not anything
 * was ever booked or ordered with it, the page cannot tell and does not say).
 */
export function LinkRequestForm({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const t = useTranslate();
  const [request, { isLoading }] = useRequestMyBookingsLinkMutation();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isLoading) return;
    const parsed = requestMyBookingsLinkBodySchema.safeParse({ email });
    if (!parsed.success) {
      setError(t('myBookings.form.invalidEmail'));
      return;
    }
    setError(undefined);
    setFailure(null);
    const result = await request(parsed.data);
    if (result.data) setSentTo(parsed.data.email);
    else setFailure((result.error as ApiFailure | undefined)?.status === 429 ? t('myBookings.form.tooMany') : t('myBookings.form.failed'));
  };

  if (sentTo) {
    return (
      <div role="status">
        <Alert tone="success" title={t('myBookings.sent.title')}>
          <p>{t('myBookings.sent.text', { email: sentTo, minutes: EMAIL_ACCESS_LINK_MINUTES })}</p>
          <p>{t('myBookings.sent.ignore')}</p>
        </Alert>
      </div>
    );
  }

  return (
    <TitledSection
      id="my-bookings-request-title"
      className="my-bookings__request"
      titleClassName="manage-booking__section-title"
      title={t('myBookings.form.title')}
      headingLevel={headingLevel}
    >
      <p className="manage-booking__policy">{t('myBookings.form.text', { minutes: EMAIL_ACCESS_LINK_MINUTES })}</p>
      <form className="my-bookings__form" noValidate onSubmit={submit} aria-busy={isLoading || undefined}>
        <Field label={t('myBookings.form.email')} error={error}>
          <Input type="email" autoComplete="email" value={email} onChange={(event) => setEmail(event.target.value)} />
        </Field>
        {failure && <Alert tone="danger">{failure}</Alert>}
        <Button type="submit" loading={isLoading}>
          {isLoading ? t('myBookings.form.sending') : t('myBookings.form.send')}
        </Button>
      </form>
    </TitledSection>
  );
}
