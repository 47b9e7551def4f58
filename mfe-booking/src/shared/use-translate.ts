import { useCallback } from 'react';
import { useTranslate } from '@tire/platform';
import { fieldErrorText } from '@tire/platform/forms';
import { inputRuleMessage } from '../i18n/index.js';

export { useTranslate } from '@tire/platform';

/**
 * A field's contract message (a zod issue, or a refusal the form shows by its field) in the
 * user's language: by its code in the contract's list (the platform's `error.<code>`), or, for an
 * input rule that names its field (a length, characters it may not hold), by the rule and the
 * field's name. A message neither knows is shown as it came.
 */
export function useContractMessage() {
  const t = useTranslate();
  return useCallback(
    (message: string | undefined) => {
      const rule = inputRuleMessage(message);
      if (rule) return t(rule.id, { field: t(rule.fieldId), ...(rule.max !== undefined ? { max: rule.max } : {}) });
      return message === undefined ? undefined : fieldErrorText(message, t);
    },
    [t],
  );
}
