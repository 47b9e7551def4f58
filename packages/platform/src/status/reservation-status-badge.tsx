import { RESERVATION_STATUSES } from '@tire/contracts';
import { Badge, type BadgeTone } from '@tire/ui';
import { useTranslate } from '../i18n/use-translate.js';

const TONES: Record<string, BadgeTone> = {
  pending: 'warning',
  confirmed: 'info',
  in_progress: 'brand',
  completed: 'success',
  cancelled: 'danger',
  no_show: 'danger',
};

/**
 * A reservation's status in words and colour, the same on the track page, in the customer's
 * reservations and on the admin dashboard. The words come from the page's own messages
 * (`status.<status>`); a status the contract does not know gets the neutral style and its raw name.
 */
export function ReservationStatusBadge({ status: stored, noShow }: { status: string; noShow?: boolean }) {
  const t = useTranslate();
  // A no-show is stored as completed with its mark (the answer's noShow): shown as its own status.
  const status = stored === 'completed' && noShow ? 'no_show' : stored;
  const known = status === 'no_show' || (RESERVATION_STATUSES as readonly string[]).includes(status);
  return (
    <Badge tone={TONES[status] ?? 'neutral'} className={`status-badge status-badge--${known ? status : 'unknown'}`} data-status={status}>
      {known ? t(`status.${status}`) : status}
    </Badge>
  );
}
