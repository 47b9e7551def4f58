import { useState, type ReactNode } from 'react';
import { Button } from '@tire/ui';
import { ConfirmDialog } from './confirm-dialog.js';

export type ActionVariant = 'primary' | 'danger' | 'outline';

/** What a destructive action's question says. */
export interface ActionQuestion {
  title: string;
  confirmLabel: string;
  description: ReactNode;
}

/** How a kind of card's lifecycle buttons look: each action's variant, and which ones ask first. */
export interface ActionButtons<A extends string> {
  variants: Record<A, ActionVariant>;
  /** The actions that cannot be taken back: they ask first. */
  destructive: readonly A[];
}

/** A card's status change under way (useStatusChange, the orders' useOrderStatusChange). */
export interface StatusChange<A extends string> {
  change: (action: A) => Promise<unknown>;
  busy: boolean;
  /** The status a change is under way to, if any. */
  pendingStatus: string | undefined;
}

interface AdminCardActionsProps<A extends string> extends StatusChange<A> {
  actions: readonly A[];
  buttons: ActionButtons<A>;
  label: (action: A) => string;
  question: (action: A) => ActionQuestion;
}

/**
 * An admin card's lifecycle buttons (a reservation's, an order's): one per allowed move, the
 * destructive ones behind a confirming question. The pressed button shows it is working, except
 * when its question is open (the question's own button does).
 */
export function AdminCardActions<A extends string>({ actions, buttons, label, question, change, busy, pendingStatus }: AdminCardActionsProps<A>) {
  const { variants, destructive } = buttons;
  const [asking, setAsking] = useState<A | null>(null);
  // Done or refused (a 409 refreshes the list and says why): the question is answered either way.
  const run = async (action: A) => {
    await change(action);
    setAsking(null);
  };
  return actions.map((action) => {
    const asks = destructive.includes(action);
    const button = (
      <Button
        key={action}
        size="sm"
        variant={variants[action]}
        disabled={busy}
        loading={pendingStatus === action && asking !== action}
        onClick={asks ? undefined : () => void change(action)}
      >
        {label(action)}
      </Button>
    );
    if (!asks) return button;
    const { title, confirmLabel, description } = question(action);
    return (
      <ConfirmDialog
        key={action}
        trigger={button}
        open={asking === action}
        onOpenChange={(open) => setAsking(open ? action : null)}
        title={title}
        confirmLabel={confirmLabel}
        onConfirm={() => void run(action)}
        busy={busy}
      >
        {description}
      </ConfirmDialog>
    );
  });
}
