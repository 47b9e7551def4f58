import { useState, type ReactElement, type ReactNode } from 'react';
import * as RadixDialog from '@radix-ui/react-dialog';
import { Button } from './button.js';

export interface DialogProps {
  /** The button that opens it: focus returns there on close. */
  trigger: ReactElement;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Its accessible name. */
  title: ReactNode;
  /** What it is about (its accessible description). */
  description: ReactNode;
  /** A question before something that cannot be undone (role alertdialog). */
  alert?: boolean;
  /** The form or the actions; a button that only closes is wrapped in DialogClose. */
  children?: ReactNode;
}

/**
 * The modal frame of every dialog (Radix): focus moves in and stays inside while open, Escape
 * and the overlay close it, focus returns to the trigger; centred, at most 30rem wide, scrolling
 * when the content is taller than the screen.
 */
export function Dialog({ trigger, open, onOpenChange, title, description, alert = false, children }: DialogProps) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="dialog__overlay" />
        <RadixDialog.Content className="dialog" role={alert ? 'alertdialog' : 'dialog'}>
          <RadixDialog.Title className="dialog__title">{title}</RadixDialog.Title>
          <RadixDialog.Description asChild>
            <div className="dialog__description">{description}</div>
          </RadixDialog.Description>
          {children}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/** Wraps a button that closes the dialog without doing anything (Keep, Go back). */
export const DialogClose = ({ children }: { children: ReactElement }) => <RadixDialog.Close asChild>{children}</RadixDialog.Close>;

/** The dialog's buttons, on the right; they wrap on a narrow screen. */
export const DialogActions = ({ children }: { children: ReactNode }) => <div className="dialog__actions">{children}</div>;

export interface DialogChoiceProps {
  /** The safe choice (it has focus first): closes the dialog and does nothing. */
  keepLabel: ReactNode;
  /** The action's label; say what is happening while `busy` ("Cancelling..."). */
  confirmLabel: ReactNode;
  busy: boolean;
  /** An action that cannot be undone is red. */
  danger?: boolean;
  /** What the action does; without it the action submits the dialog's form. */
  onConfirm?: () => void;
}

/** The dialog's two buttons: keep (close) and the action, both held while it is under way. */
export function DialogChoice({ keepLabel, confirmLabel, busy, danger = false, onConfirm }: DialogChoiceProps) {
  return (
    <DialogActions>
      <DialogClose>
        <Button variant="outline" disabled={busy}>
          {keepLabel}
        </Button>
      </DialogClose>
      <Button type={onConfirm ? 'button' : 'submit'} variant={danger ? 'danger' : 'primary'} loading={busy} onClick={onConfirm}>
        {confirmLabel}
      </Button>
    </DialogActions>
  );
}

/**
 * A dialog around a form, opened by its trigger: the form gets `close` to call once it has done
 * its work (Keep and Escape close it as any dialog).
 */
export function FormDialog({
  children,
  ...frame
}: Omit<DialogProps, 'open' | 'onOpenChange' | 'alert' | 'children'> & { children: (close: () => void) => ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen} {...frame}>
      {children(() => setOpen(false))}
    </Dialog>
  );
}

/**
 * A question before something that cannot be undone, opened by its trigger: the text that follows
 * from the choice, then keep and the (red) action. It cannot be closed while the action is under
 * way, and closes itself once `onConfirm` answers true (done); on false (refused, failed) it stays
 * open, the caller having said why, so the person can try again or keep.
 */
export function ConfirmChoiceDialog({
  keepLabel,
  confirmLabel,
  busy,
  onConfirm,
  children,
  ...frame
}: Omit<DialogProps, 'open' | 'onOpenChange' | 'alert'> & Omit<DialogChoiceProps, 'danger' | 'onConfirm'> & { onConfirm: () => Promise<boolean> }) {
  const [open, setOpen] = useState(false);
  const confirm = async () => {
    if (await onConfirm()) setOpen(false);
  };
  return (
    <Dialog open={open} onOpenChange={(next) => !busy && setOpen(next)} alert {...frame}>
      {children}
      <DialogChoice keepLabel={keepLabel} confirmLabel={confirmLabel} busy={busy} danger onConfirm={() => void confirm()} />
    </Dialog>
  );
}
