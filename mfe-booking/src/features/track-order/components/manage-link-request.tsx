import { useState } from 'react';
import { toast } from '@tire/platform';
import { Alert, Button } from '@tire/ui';
import { useTranslate } from '../../../shared/use-translate.js';
import { useRequestManageLinkMutation } from '../api/manage-link-api.js';
import { TitledSection } from '../../../shared/titled-section.js';

/**
 * How a booking found by its code is changed or cancelled: with the manage link of its e-mails.
 * The tracking code alone never opens it (it is short, and printed on receipts): a new link can
 * only be sent to the address the booking's e-mails go to.
 */
export function ManageLinkRequest({ code }: { code: string }) {
  const t = useTranslate();
  const [request, { isLoading }] = useRequestManageLinkMutation();
  const [sent, setSent] = useState(false);

  const send = async () => {
    const result = await request(code);
    if (result.data) setSent(true);
    else toast({ title: t('track.manage.failed'), description: t('toast.trackFailed.description'), variant: 'destructive' });
  };

  return (
    <TitledSection id="track-manage-title" className="track-manage" titleClassName="manage-booking__section-title" title={t('track.manage.title')}>
      <p className="manage-booking__policy">{t('track.manage.text')}</p>
      {sent ? (
        <Alert tone="success">{t('track.manage.sent')}</Alert>
      ) : (
        <Button variant="outline" loading={isLoading} disabled={isLoading} onClick={send}>
          {isLoading ? t('track.manage.sending') : t('track.manage.send')}
        </Button>
      )}
    </TitledSection>
  );
}
