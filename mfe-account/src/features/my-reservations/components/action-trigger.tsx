import { Button, type ButtonVariant } from '@tire/ui';
import type { ReservationActionProps } from './reservation-action-props.js';

/**
 * The button that opens a reservation's action (modify, cancel): small, and held outside the booking
 * policy with the reason beside it. An element, not a component, so the dialog's trigger can pass
 * its own props and ref straight to the Button.
 */
export const actionTrigger = ({ triggerLabel, disabled, describedBy }: ReservationActionProps, variant: ButtonVariant) => (
  <Button variant={variant} size="sm" disabled={disabled} aria-describedby={describedBy}>
    {triggerLabel}
  </Button>
);
