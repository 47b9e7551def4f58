import type { ReactElement, ReactNode } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { useTranslate } from '@tire/platform';
import { Button } from '@tire/ui';

/**
 * The confirmation a destructive admin action asks for first (the same Radix dialog as the
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
    <Dialog.Root open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="admin-dialog__overlay" />
        <Dialog.Content className="admin-dialog" role="alertdialog">
          <Dialog.Title className="admin-dialog__title">{title}</Dialog.Title>
          <Dialog.Description asChild>
            <div className="admin-dialog__description">{children}</div>
          </Dialog.Description>
          <div className="admin-dialog__actions">
            <Dialog.Close asChild>
              <Button variant="outline" disabled={busy}>
                {t('confirm.keep')}
              </Button>
            </Dialog.Close>
            <Button variant="danger" loading={busy} onClick={onConfirm}>
              {confirmLabel}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
