import type { ReservationEvent } from '@tire/contracts';
import { formatEuro, formatLongDate, formatLongDateTime, useTranslate } from '@tire/platform';
import { Alert, Spinner } from '@tire/ui';
import { useAdminReservationEventsQuery } from '../api/admin-api.js';

const slotText = (slot: unknown) => {
  const { scheduledDate, scheduledTime } = (slot ?? {}) as { scheduledDate?: string; scheduledTime?: string };
  return scheduledDate && scheduledTime ? `${formatLongDate(scheduledDate)} ${scheduledTime}` : '?';
};

/** A booking's history (who did what, when and from where), loaded when the admin opens it. */
export function ReservationHistory({ reservationId, code }: { reservationId: number; code: string }) {
  const t = useTranslate();
  const { data, isLoading, isError } = useAdminReservationEventsQuery(reservationId);
  if (isLoading) return <Spinner label={t('history.loading')} />;
  if (isError) return <Alert tone="danger">{t('history.failed')}</Alert>;
  if (!data?.length) return <p className="muted">{t('history.empty')}</p>;

  const detail = (event: ReservationEvent) => {
    // A no-show is recorded as completed with its mark (the released pages know no other type).
    if (event.details.noShow === true) return t('history.noShow');
    if (event.type === 'moved') return t('history.moved', { from: slotText(event.details.from), to: slotText(event.details.to) });
    const amount = event.details.amount;
    return typeof amount === 'string' || typeof amount === 'number' ? formatEuro(amount) : undefined;
  };
  return (
    <ol className="admin-history" aria-label={t('history.label', { code })}>
      {data.map((event) => {
        const extra = detail(event);
        return (
          <li key={event.id}>
            <time dateTime={event.at} className="admin-history__at">
              {formatLongDateTime(event.at)}
            </time>
            <span>
              {t('history.entry', {
                what: t(`history.type.${event.type}`),
                who: event.actorEmail ?? t(`history.actor.${event.actorType}`),
                source: t(`history.source.${event.source}`),
              })}
              {extra ? ` · ${extra}` : ''}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
