import { FormattedMessage } from 'react-intl';
import { Button, EmptyState } from '@tire/ui';
import { WrenchIcon } from '../layout/icons.js';

/** The fallback of a remote's area: says this part is unavailable and offers to try again. */
export function RemoteUnavailable({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="container page" data-testid="remote-unavailable">
      <EmptyState
        icon={<WrenchIcon />}
        headingLevel={1}
        title={<FormattedMessage id="remote.unavailable.title" />}
        description={<FormattedMessage id="remote.unavailable.description" />}
        action={
          <Button onClick={onRetry}>
            <FormattedMessage id="remote.unavailable.retry" />
          </Button>
        }
      />
    </div>
  );
}
