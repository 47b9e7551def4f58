import { useId, useState, type FormEvent } from 'react';
import { formatEuro } from '@tire/platform';
import { Alert, Button, Field, Input, type InputProps } from '@tire/ui';
import { useTranslate } from '../../../shared/use-translate.js';
import type { CardDetails, ConfirmOutcome } from '../hooks/use-confirm-card.js';

interface Props {
  amountCents: number;
  paying: boolean;
  onPay: (card: CardDetails) => Promise<ConfirmOutcome>;
}

type Errors = Partial<Record<keyof CardDetails, string>>;

/** "4242424242424242" shown as "4242 4242 4242 4242" while typing. */
const groupDigits = (value: string) =>
  value
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');

/** "1230" shown as "12/30". */
function formatExpiry(value: string) {
  const digits = value.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/** Each card field: its label, the browser's autofill name, an example, and how what is typed is shown. */
const CARD_FIELDS: Record<keyof CardDetails, { label: string; autoComplete: string; placeholder: string; format: (typed: string) => string }> = {
  cardNumber: { label: 'card.number', autoComplete: 'cc-number', placeholder: '4242 4242 4242 4242', format: groupDigits },
  expiry: { label: 'card.expiry', autoComplete: 'cc-exp', placeholder: '12/30', format: formatExpiry },
  cvc: { label: 'card.cvc', autoComplete: 'cc-csc', placeholder: '123', format: (typed) => typed.replace(/\D/g, '').slice(0, 4) },
};

interface CardFieldProps extends Pick<InputProps, 'invalid' | 'aria-describedby'> {
  name: keyof CardDetails;
  card: CardDetails;
  onChange: (card: CardDetails) => void;
  /** Its message id, if its check failed. */
  error: string | undefined;
}

/** One of the card's (numeric, required) fields; `invalid` and `aria-describedby` go on to its Input. */
function CardField({ name, card, onChange, error, ...input }: CardFieldProps) {
  const t = useTranslate();
  const { label, autoComplete, placeholder, format } = CARD_FIELDS[name];
  return (
    <Field label={t(label)} required error={error && t(error)}>
      <Input
        inputMode="numeric"
        autoComplete={autoComplete}
        placeholder={placeholder}
        value={card[name]}
        onChange={(event) => onChange({ ...card, [name]: format(event.target.value) })}
        {...input}
      />
    </Field>
  );
}

function validate(card: CardDetails): Errors {
  const errors: Errors = {};
  if (!/^\d{13,19}$/.test(card.cardNumber.replace(/\s/g, ''))) errors.cardNumber = 'card.invalid.number';
  const [month] = card.expiry.split('/');
  if (!/^\d{2}\/\d{2}$/.test(card.expiry) || Number(month) < 1 || Number(month) > 12) errors.expiry = 'card.invalid.expiry';
  if (!/^\d{3,4}$/.test(card.cvc)) errors.cvc = 'card.invalid.cvc';
  return errors;
}

/**
 * The local provider's card form (no Stripe keys on the server): card number, expiry and CVC,
 * checked for shape here; the provider decides the outcome with Stripe's test card numbers.
 * After a refused card the form stays filled so the customer can correct it and pay again, and
 * says why by the card fields (announced; the card number is marked invalid) until the next try.
 */
export function LocalCardForm({ amountCents, paying, onPay }: Props) {
  const t = useTranslate();
  const [card, setCard] = useState<CardDetails>({ cardNumber: '', expiry: '', cvc: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [declined, setDeclined] = useState<string | null>(null);
  const declinedId = useId();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validate(card);
    setErrors(found);
    if (Object.keys(found).length > 0 || paying) return;
    setDeclined(null);
    const outcome = await onPay(card);
    if (outcome.status === 'declined') setDeclined(outcome.message);
  };

  return (
    <form className="card-form" noValidate onSubmit={(event) => void onSubmit(event)} aria-label={t('card.title')}>
      <Alert tone="info">{t('card.testMode')}</Alert>
      <CardField
        name="cardNumber"
        card={card}
        onChange={setCard}
        error={errors.cardNumber}
        invalid={declined !== null || undefined}
        aria-describedby={declined !== null ? declinedId : undefined}
      />
      <div className="card-form__row">
        <CardField name="expiry" card={card} onChange={setCard} error={errors.expiry} />
        <CardField name="cvc" card={card} onChange={setCard} error={errors.cvc} />
      </div>
      {declined !== null && (
        <div id={declinedId} className="card-form__declined">
          <Alert tone="danger" title={t('toast.paymentFailed.title')}>
            {declined}
          </Alert>
        </div>
      )}
      <Button type="submit" size="lg" loading={paying} className="card-form__pay">
        {paying ? t('card.paying') : t('card.pay', { amount: formatEuro(amountCents / 100) })}
      </Button>
      <p className="field__hint">{t('card.secure')}</p>
    </form>
  );
}
