import { useEffect, useRef, useState, type ReactNode } from 'react';
import { BOOKKEEPING_YEARS_KEPT, type ErasureResult } from '@tire/contracts';
import { Button, buttonClassName, ConfirmChoiceDialog } from '@tire/ui';
// Through the package's shared entry, not relative paths: this module is bundled into each remote
// that shows it (privacy/index.ts), and the toasts must reach the one toaster of the page.
import { formatEuro, toast, useErrorMessage, useTranslate, type ApiFailure } from '@tire/platform';

/** The texts a guest reads differently (no sign-out, no account of theirs to speak of). */
const GUEST_TEXTS = new Set(['myData.erase.title', 'myData.erase.email', 'myData.erase', 'myData.done.text']);

export interface PersonalDataPanelProps {
  /** Who asks: a signed-in customer (the account page) or a guest through the "my bookings" e-mail link. */
  who: 'account' | 'guest';
  /** The download: a plain link, the BFF answers a JSON attachment. */
  downloadHref: string;
  /** The erasure's call (an RTK Query mutation's trigger): its data, or its failure. */
  erase: () => Promise<{ data?: ErasureResult; error?: unknown }>;
  erasing: boolean;
  /** What leads on once done (the account page: out through the logout). */
  doneAction?: ReactNode;
}

/**
 * "Your data": the download of everything held about the person and the deletion of it all, after a
 * confirmation that says exactly what happens; once done, what was cancelled and refunded. Shared by
 * the account page and the guests' "my bookings" page (texts in personal-data-messages.ts, which
 * every remote's messages carry).
 */
export function PersonalDataPanel({ who, downloadHref, erase, erasing, doneAction }: PersonalDataPanelProps) {
  const translate = useTranslate();
  const t = (id: string, values?: Record<string, string | number>) =>
    translate(who === 'guest' && GUEST_TEXTS.has(id) ? id.replace('myData.', 'myData.guest.') : id, values);
  const errorMessage = useErrorMessage();
  const [done, setDone] = useState<ErasureResult | null>(null);
  const years = BOOKKEEPING_YEARS_KEPT;
  const doneHeading = useRef<HTMLHeadingElement>(null);
  // The dialog and the button that opened it are gone: the focus goes to what replaced them, brought
  // into view (what was above it may have gone too, leaving the page scrolled past it).
  useEffect(() => {
    const heading = doneHeading.current;
    if (!done || !heading) return;
    heading.focus({ preventScroll: true });
    heading.scrollIntoView?.({ block: 'start' });
  }, [done]);

  const confirm = async () => {
    const result = await erase();
    if (result.data) {
      setDone(result.data);
      toast({ title: t('toast.erased.title'), variant: 'success' });
      return true;
    }
    const error = result.error as ApiFailure;
    toast({
      title: t('toast.eraseFailed.title'),
      description: [errorMessage(error), error.status === 409 ? '' : t('toast.eraseFailed.description')].filter(Boolean).join(' '),
      variant: 'destructive',
    });
    return false;
  };

  if (done) {
    const cancelled = [...done.bookingsCancelled, ...done.ordersCancelled.map((id) => `#${id}`)];
    return (
      <section aria-labelledby="my-data-done">
        <h2 id="my-data-done" className="my-data__done" ref={doneHeading} tabIndex={-1}>
          {t('myData.done.title')}
        </h2>
        {cancelled.length > 0 && <p>{t('myData.done.cancelled', { items: cancelled.join(', ') })}</p>}
        {done.refundCents > 0 && <p>{t('myData.done.refund', { amount: formatEuro(done.refundCents / 100) })}</p>}
        <p>{t('myData.done.text')}</p>
        {doneAction}
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
        <a href={downloadHref} download className={buttonClassName('outline', 'sm')}>
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
        <ConfirmChoiceDialog
          trigger={
            <Button variant="danger" size="sm">
              {t('myData.erase')}
            </Button>
          }
          title={t('myData.dialog.title')}
          description={t('myData.dialog.description', { years })}
          keepLabel={t('myData.dialog.keep')}
          confirmLabel={erasing ? t('myData.dialog.deleting') : t('myData.dialog.confirm')}
          busy={erasing}
          onConfirm={confirm}
        />
      </section>
    </div>
  );
}
