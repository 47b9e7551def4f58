import type { ReactElement, ReactNode } from 'react';
import * as RadixDialog from '@radix-ui/react-dialog';

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
