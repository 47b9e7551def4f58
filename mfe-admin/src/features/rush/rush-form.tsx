import { useState, type FormEvent, type ReactNode } from 'react';
import { toast, useErrorMessage, useTranslate } from '@tire/platform';
import { Button } from '@tire/ui';

/**
 * The state of a rush form (a rush day, a season window, an invitation batch): its fields as typed,
 * and its save, whose refusal stays under the form (the server's reason, or `failedId`'s words)
 * and whose success is a toast titled from the answer.
 */
export function useRushForm<F extends Record<string, string>, A>(
  initial: F,
  send: (form: F) => Promise<{ data?: A; error?: unknown }>,
  failedId: string,
  doneTitle: (answer: A) => string,
) {
  const t = useTranslate();
  const errorMessage = useErrorMessage();
  const [form, setForm] = useState(initial);
  const [error, setError] = useState<string>();
  const set = (name: keyof F) => (event: { target: { value: string } }) => setForm({ ...form, [name]: event.target.value });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const result = await send(form);
    // Every rush call answers with what it saved or sent: no answer is a refusal.
    if (result.error || result.data === undefined) {
      setError(errorMessage(result.error) ?? t(failedId));
      return;
    }
    setError(undefined);
    toast({ title: doneTitle(result.data), variant: 'success' });
  }

  return { form, set, error, submit };
}

interface RushFormProps {
  onSubmit: (event: FormEvent) => void;
  error: string | undefined;
  saving: boolean;
  saveLabel: string;
  /** Nothing to save (the button is held). */
  disabled?: boolean;
  /** One line under a season, named by `label`. */
  inline?: boolean;
  label?: string;
  children: ReactNode;
}

/** A rush form: its fields, then the refusal (announced) and the save button. */
export function RushForm({ onSubmit, error, saving, saveLabel, disabled, inline = false, label, children }: RushFormProps) {
  return (
    <form className={inline ? 'admin-rush__form admin-rush__form--inline' : 'admin-rush__form'} onSubmit={onSubmit} noValidate aria-label={label}>
      {children}
      {error && (
        <p className="field__error" role="alert">
          {error}
        </p>
      )}
      <Button type="submit" loading={saving} disabled={disabled}>
        {saveLabel}
      </Button>
    </form>
  );
}
