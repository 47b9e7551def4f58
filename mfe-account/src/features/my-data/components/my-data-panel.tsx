import { useEffect, useRef, useState } from 'react';
import { BOOKKEEPING_YEARS_KEPT, type ErasureResult } from '@tire/contracts';
import { API_PATHS } from '@tire/contracts/paths';
import { formatEuro, toast, useErrorMessage, type ApiFailure } from '@tire/platform';
import { Button, buttonClassName, Dialog, DialogChoice } from '@tire/ui';
import { useTranslate } from '../../../shared/use-translate.js';
import { useEraseMyDataMutation } from '../api/my-data-api.js';

/**
 * "Your data": the download of everything held about the customer (a link: the BFF answers a JSON
 * attachment) and the deletion of it all, after a confirmation that says exactly what happens.
 * Once done, the session is over: the page says what was done and leaves through the logout to the
 * front page, so the site starts again signed out.
 */
export function MyDataPanel() {
  const t = useTranslate();
  const errorMessage = useErrorMessage();
  const [open, setOpen] = useState(false);
  const [erase, { isLoading }] = useEraseMyDataMutation();
  const [done, setDone] = useState<ErasureResult | null>(null);
  const years = BOOKKEEPING_YEARS_KEPT;
  const doneHeading = useRef<HTMLHeadingElement>(null);
  // The dialog and the button that opened it are gone: the focus goes to what replaced them.
  useEffect(() => {
    if (done) doneHeading.current?.focus();
  }, [done]);

  const confirm = async () => {
    const result = await erase();
    if (result.data) {
      setOpen(false);
      setDone(result.data);
      toast({ title: t('toast.erased.title'), variant: 'success' });
      return;
    }
    const error = result.error as ApiFailure;
    toast({
      title: t('toast.eraseFailed.title'),
      description: [errorMessage(error), error.status === 409 ? '' : t('toast.eraseFailed.description')].filter(Boolean).join(' '),
      variant: 'destructive',
    });
  };

  if (done) {
    const cancelled = [...done.bookingsCancelled, ...done.ordersCancelled.map((id) => `#${id}`)];
    return (
      <section aria-labelledby="my-data-done">
        <h2 id="my-data-done" ref={doneHeading} tabIndex={-1}>
          {t('myData.done.title')}
        </h2>
        {cancelled.length > 0 && <p>{t('myData.done.cancelled', { items: cancelled.join(', ') })}</p>}
        {done.refundCents > 0 && <p>{t('myData.done.refund', { amount: formatEuro(done.refundCents / 100) })}</p>}
        <p>{t('myData.done.text')}</p>
        {/* Out through the logout, which clears the site's note that someone is signed in and goes home. */}
        <a href={API_PATHS.logout} className={buttonClassName('primary', 'sm')}>
          {t('myData.done.home')}
        </a>
      </section>
    );
  }

  return (
    <div className="my-data">
      <section aria-labelledby="my-data-title">
        <h2 id="my-data-title">{t('myData.title')}</h2>
        <p>{t('myData.lead')}</p>
      </section>
      <section aria-labelledby="my-data-download">
        <h3 id="my-data-download">{t('myData.download.title')}</h3>
        <p className="muted">{t('myData.download.text')}</p>
        <a href={API_PATHS.getMyData} download className={buttonClassName('outline', 'sm')}>
          {t('myData.download')}
        </a>
      </section>
      <section aria-labelledby="my-data-erase">
        <h3 id="my-data-erase">{t('myData.erase.title')}</h3>
        <ul className="my-data__facts">
          <li>{t('myData.erase.cancelled')}</li>
          <li>{t('myData.erase.deleted')}</li>
          <li>{t('myData.erase.kept', { years })}</li>
          <li>{t('myData.erase.email')}</li>
        </ul>
        <Dialog
          open={open}
          onOpenChange={(next) => !isLoading && setOpen(next)}
          alert
          trigger={
            <Button variant="danger" size="sm">
              {t('myData.erase')}
            </Button>
          }
          title={t('myData.dialog.title')}
          description={t('myData.dialog.description', { years })}
        >
          <DialogChoice
            keepLabel={t('myData.dialog.keep')}
            confirmLabel={isLoading ? t('myData.dialog.deleting') : t('myData.dialog.confirm')}
            busy={isLoading}
            danger
            onConfirm={confirm}
          />
        </Dialog>
      </section>
    </div>
  );
}
