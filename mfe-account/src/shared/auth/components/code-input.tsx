import { LOGIN_CODE_LENGTH } from '@tire/contracts';
import { Input, type InputProps } from '@tire/ui';

/** Keeps digits only and at most six of them, whatever is typed or pasted. */
const onlyCodeDigits = (text: string) => text.replace(/\D/g, '').slice(0, LOGIN_CODE_LENGTH);

/** The one-time code box: a numeric keyboard on phones, and the browser may offer the code from the e-mail. */
export function CodeInput({
  value,
  onValueChange,
  ...rest
}: Omit<InputProps, 'value' | 'onChange'> & { value: string; onValueChange: (code: string) => void }) {
  return (
    <Input
      {...rest}
      value={value}
      onChange={(event) => onValueChange(onlyCodeDigits(event.target.value))}
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9]*"
      maxLength={LOGIN_CODE_LENGTH}
      className="code-input"
    />
  );
}
