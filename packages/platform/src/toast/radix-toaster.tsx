import * as RadixToast from '@radix-ui/react-toast';
import { TOAST } from '@tire/contracts';
import { dismissToast, markToastShown, useToasts } from './toast-store.js';
import { translate } from '../i18n/platform-messages.js';

/** The notification region: one toast at a time, 5 s, swipe 50 px to dismiss, F8 focuses it. */
export function RadixToaster() {
  const toasts = useToasts();
  return (
    <RadixToast.Provider duration={TOAST.durationMs} swipeThreshold={TOAST.swipeThresholdPx} swipeDirection="right" label={translate('toast.announcement')}>
      {toasts.map((item) => (
        <RadixToast.Root
          key={item.id}
          open={item.open}
          onOpenChange={(open) => !open && dismissToast(item.id)}
          className={`toast toast--${item.variant ?? 'default'}`}
          data-testid="toast"
          // Radix renders the toast into its viewport once that exists: the element is there now, so
          // the actions waiting for this toast (toastThen) may go on.
          ref={(element) => {
            if (element) markToastShown(item.id);
          }}
        >
          <RadixToast.Title className="toast__title">{item.title}</RadixToast.Title>
          {item.description && <RadixToast.Description className="toast__description">{item.description}</RadixToast.Description>}
          <RadixToast.Close className="toast__close" aria-label={translate('toast.close')}>
            ×
          </RadixToast.Close>
        </RadixToast.Root>
      ))}
      <RadixToast.Viewport className="toast-viewport" hotkey={[TOAST.hotkey]} label={translate('toast.region')} />
    </RadixToast.Provider>
  );
}
