import type { FormEvent } from 'react';
import { Button, Field, Input } from '@tire/ui';
import { useTranslate } from '../../../shared/use-translate.js';

/** Step 1 of login: the e-mail the code goes to. */
export function EmailStep({
  email,
  onEmailChange,
  onSubmit,
  sending,
  autoFocus = false,
}: {
  email: string;
  onEmailChange: (email: string) => void;
  onSubmit: () => void;
  sending: boolean;
  /** Back from the code step puts the cursor here again. */
  autoFocus?: boolean;
}) {
  const t = useTranslate();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!sending) onSubmit();
  };
  return (
    <form className="auth-form" noValidate onSubmit={submit} aria-busy={sending || undefined}>
      <Field label={t('field.email')}>
        <Input
          type="email"
          autoFocus={autoFocus}
          autoComplete="email"
          placeholder={t('field.email.placeholder')}
          value={email}
          onChange={(event) => onEmailChange(event.target.value)}
        />
      </Field>
      <Button type="submit" loading={sending} className="auth-form__submit">
        {sending ? t('login.sending') : t('login.sendCode')}
      </Button>
    </form>
  );
}
