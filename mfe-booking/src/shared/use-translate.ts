import { useCallback } from 'react';
import { useTranslate } from '@tire/platform';
import { contractMessageId, inputRuleMessage } from '../i18n/index.js';

export { useTranslate } from '@tire/platform';

/**
 * A contract message (zod issue or the server's {message}) in the user's language, from the
 * booking messages: the reservation's own messages, and the input rules' (a format, a length or
 * characters a field may not hold, with the field's name). A message the remote does not know is
 * shown as it came.
 */
export function useContractMessage() {
  const t = useTranslate();
  return useCallback(
    (message: string | undefined) => {
      const id = contractMessageId(message);
      if (id) return t(id);
      const rule = inputRuleMessage(message);
      if (rule) return t(rule.id, { field: t(rule.fieldId), ...(rule.max !== undefined ? { max: rule.max } : {}) });
      return message;
    },
    [t],
  );
}
