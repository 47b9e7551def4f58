import { useState, type FormEvent } from 'react';
import type { User } from '@tire/contracts';
import { Button, Field } from '@tire/ui';
import { useTranslate } from '../../use-translate.js';
import { useVerifyCode } from '../hooks/use-verify-code.js';
import { CodeInput } from './code-input.js';

/**
 * Step 2 of login and signup: the code from the e-mail. The code lives only here, so Back (which
 * leaves this step) clears it. After a right code the button stays disabled while the page moves on.
 */
export function CodeStep({ email, onVerified, onBack }: { email: string; onVerified: (user: User) => void; onBack: () => void }) {
  const t = useTranslate();
  const [code, setCode] = useState('');
  const { submit, verifying, verified } = useVerifyCode(email, onVerified);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!verifying && !verified) void submit(code);
  };

  return (
    <form className="auth-form" noValidate onSubmit={onSubmit} aria-busy={verifying || undefined}>
      <Field label={t('code.label')} hint={t('code.hint', { email })}>
        <CodeInput value={code} onValueChange={setCode} autoFocus />
      </Field>
      <div className="auth-form__actions">
        <Button type="button" variant="outline" onClick={onBack} disabled={verifying || verified}>
          {t('code.back')}
        </Button>
        <Button type="submit" loading={verifying} disabled={verified}>
          {verifying ? t('code.verifying') : t('code.verify')}
        </Button>
      </div>
    </form>
  );
}
