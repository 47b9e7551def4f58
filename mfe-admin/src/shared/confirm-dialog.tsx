import type { ReactElement, ReactNode } from 'react';
import { useTranslate } from '@tire/platform';
import { Dialog, DialogChoice } from '@tire/ui';

/**
 * The confirmation a destructive admin action asks for first (@tire/ui's Dialog, as the
 * customer's cancel dialog): focus stays inside while open and starts on going back, the safe
 * choice; Escape and "Go back" close it without sending anything; focus returns to the button
 * that opened it.
 */
export function ConfirmDialog({
  trigger,
  open,
  onOpenChange,
  title,
  children,
  confirmLabel,
  onConfirm,
  busy = false,
}: {
  /** The button that opens it (focus returns there on close). */
  trigger: ReactElement;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  busy?: boolean;
}) {
  const t = useTranslate();
  return (
    <Dialog open={open} onOpenChange={(next) => !busy && onOpenChange(next)} alert trigger={trigger} title={title} description={children}>
      <DialogChoice keepLabel={t('confirm.keep')} confirmLabel={confirmLabel} busy={busy} danger onConfirm={onConfirm} />
    </Dialog>
  );
}
