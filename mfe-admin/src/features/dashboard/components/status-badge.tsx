import { RESERVATION_STATUSES } from '@tire/contracts';
import { Badge, type BadgeTone } from '@tire/ui';
import { useTranslate } from '@tire/platform';

const TONES: Record<string, BadgeTone> = {
  pending: 'warning',
  confirmed: 'info',
  in_progress: 'brand',
  completed: 'success',
  cancelled: 'danger',
};

/** The status in words and colour; a status this page does not know gets the neutral style and its raw name. */
export function StatusBadge({ status }: { status: string }) {
  const t = useTranslate();
  const known = (RESERVATION_STATUSES as readonly string[]).includes(status);
  return (
    <Badge tone={TONES[status] ?? 'neutral'} className="admin-status" data-status={status}>
      {known ? t(`status.${status}`) : status}
    </Badge>
  );
}
