import { useState } from 'react';
import { PAGE_PATHS, WAITLIST_TOKEN_FRAGMENT_PARAM } from '@tire/contracts';
import { EmptyStateLinks, useErrorMessage, type ApiFailure } from '@tire/platform';
import { Alert, Button } from '@tire/ui';
import { useFragmentToken } from '../../../shared/use-fragment-token.js';
import { useTranslate } from '../../../shared/use-translate.js';
import { useLeaveWaitlistMutation } from '../api/leave-waitlist-api.js';
import { TitledSection } from '../../../shared/titled-section.js';

/** Where the tab keeps the leave link's token once it has left the address. */
const STORAGE_KEY = 'leave-waitlist-token';

/**
 * The confirmation e-mail's "Leave the waitlist" (/leave-waitlist#token=…): one button, so a link
 * opened by a mail scanner leaves nothing. Done, or a link that names nothing (ended, left
 * already, unknown), reads neutrally with a way to book.
 */
export function LeaveWaitlist() {
  const t = useTranslate();
  const errorMessage = useErrorMessage();
  const { token, forget } = useFragmentToken(STORAGE_KEY, WAITLIST_TOKEN_FRAGMENT_PARAM);
  const [leave, { isLoading }] = useLeaveWaitlistMutation();
  const [outcome, setOutcome] = useState<'left' | 'gone' | { failed: string } | null>(null);

  async function onLeave() {
    if (!token) return;
    const result = await leave(token);
    if ('data' in result && result.data) {
      forget();
      setOutcome('left');
      return;
    }
    const error = result.error as ApiFailure;
    if (error.status === 404) {
      forget();
      setOutcome('gone');
      return;
    }
    setOutcome({ failed: errorMessage(error) ?? t('leave.failed') });
  }

  if (!token || outcome === 'gone' || outcome === 'left') {
    const left = outcome === 'left';
    return (
      <div className="offer-not-valid" role="status">
        <EmptyStateLinks
          title={t(left ? 'leave.done.title' : 'leave.gone.title')}
          description={t(left ? 'leave.done.text' : 'leave.gone.text')}
          links={[{ to: PAGE_PATHS.tireChange, label: t('offer.gone.book') }]}
        />
      </div>
    );
  }
  return (
    <TitledSection id="leave-waitlist-heading" className="waitlist-offer" titleClassName="waitlist-offer__heading" title={t('leave.question')}>
      <p>{t('leave.text')}</p>
      <Button variant="danger" loading={isLoading} onClick={() => void onLeave()}>
        {isLoading ? t('leave.leaving') : t('leave.button')}
      </Button>
      {outcome && typeof outcome === 'object' && <Alert tone="danger" title={outcome.failed} />}
    </TitledSection>
  );
}
