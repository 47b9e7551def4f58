import { useEffect } from 'react';
import { platformText, useConnectionStatus, useTranslate, whenBackOnline } from '@tire/platform';
import { Button, EmptyState } from '@tire/ui';
import { WrenchIcon } from '../layout/icons.js';

/**
 * The fallback of a remote's area: says this part is unavailable (and that the device is offline,
 * when it is) and offers to try again; once the browser is back online it tries by itself.
 */
export function RemoteUnavailable({ onRetry }: { onRetry: () => void }) {
  const t = useTranslate();
  const offline = useConnectionStatus() === 'offline';
  useEffect(() => whenBackOnline(onRetry), [onRetry]);
  return (
    <div className="container page" data-testid="remote-unavailable">
      <EmptyState
        icon={<WrenchIcon />}
        headingLevel={1}
        title={t('remote.unavailable.title')}
        description={offline ? platformText('failure.offline') : t('remote.unavailable.description')}
        action={<Button onClick={onRetry}>{t('remote.unavailable.retry')}</Button>}
      />
    </div>
  );
}
