import { useCallback } from 'react';
import { useTranslate } from '@tire/platform';
import { providerMessageId } from '../i18n/index.js';

export { useTranslate } from '@tire/platform';

/** A card provider's refusal (its English words) in the user's language; words the shop does not know as they came. */
export function useProviderMessage() {
  const t = useTranslate();
  return useCallback(
    (message: string | undefined) => {
      const id = providerMessageId(message);
      return id ? t(id) : message;
    },
    [t],
  );
}
