import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { href, ORDER_MESSAGES } from '@tire/contracts';
import {
  failureCode,
  failureMessage,
  newIdempotencyKey,
  requireLogin,
  toast,
  useClock,
  useCurrentUser,
  useErrorMessage,
  type ApiFailure,
} from '@tire/platform';
import { useTranslate } from '../../../shared/use-translate.js';
import { useCreateTireOrderMutation } from '../api/tire-orders-api.js';
import type { Cart } from './use-cart.js';

/**
 * The cart's checkout (spec: shop flow): a signed-in customer with a non-empty cart creates a
 * pending order and goes to /checkout?orderId=<id>. A guest gets the login-required toast and
 * redirect; an empty cart gets 'Tyhjä ostoskori'; without a pickup or fitting location the cart's
 * location field says so (the server checks the id against the service locations too).
 * One Idempotency-Key per checkout attempt: it stays the same while the same cart is sent again
 * (a retry after a lost answer or a failure), so the server places the order and takes the tires
 * once, and changes when the cart changes.
 */
export function useCheckoutOrder(cart: Cart) {
  const t = useTranslate();
  const errorMessage = useErrorMessage();
  const navigate = useNavigate();
  const clock = useClock();
  const { user, isLoading: userLoading } = useCurrentUser();
  const [createOrder, { isLoading }] = useCreateTireOrderMutation();
  // A second click can land before React has disabled the button.
  const sending = useRef(false);
  const attempt = useRef<{ fingerprint: string; key: string } | null>(null);
  const [locationMissing, setLocationMissing] = useState(false);

  /** "Not enough tires in stock: Nokian Hakkapeliitta R5 205/55 R16" in the user's language, the product name as it came. */
  function outOfStockText(error: ApiFailure) {
    const prefix = `${ORDER_MESSAGES.outOfStock}: `;
    const message = failureMessage(error);
    const said = t('error.order.outOfStock');
    return failureCode(error) === 'order.outOfStock' && message.startsWith(prefix) ? `${said}: ${message.slice(prefix.length)}` : (errorMessage(error) ?? said);
  }

  async function checkout() {
    if (sending.current || userLoading) return;
    if (!user) {
      requireLogin(clock);
      return;
    }
    if (cart.lines.length === 0) {
      toast({ title: t('toast.emptyCart.title'), description: t('toast.emptyCart.description'), variant: 'destructive' });
      return;
    }
    if (cart.locationId === null) {
      setLocationMissing(true);
      return;
    }
    setLocationMissing(false);
    const body = {
      locationId: cart.locationId,
      totalAmount: cart.totalAmount,
      installationRequested: cart.installationRequested,
      status: 'pending' as const,
      lines: cart.lines.map((line) => ({ productId: line.product.id, quantity: line.quantity })),
    };
    const fingerprint = JSON.stringify(body);
    if (attempt.current?.fingerprint !== fingerprint) attempt.current = { fingerprint, key: newIdempotencyKey() };

    sending.current = true;
    const result = await createOrder({ body, idempotencyKey: attempt.current.key }).finally(() => {
      sending.current = false;
    });
    if ('data' in result && result.data) {
      // The attempt is over: the same cart bought again later is a new order.
      attempt.current = null;
      cart.clear();
      // With installation the fitting time comes first (the booking calendar), then the one payment.
      navigate(result.data.installationRequested ? href('orderFitting', { orderId: result.data.id }) : href('checkout', { orderId: result.data.id }));
      return;
    }
    const error = result.error as ApiFailure;
    // A 401 already gave the login-required toast and redirect (platform listener).
    if (error.status === 401) return;
    const code = failureCode(error);
    if (code === 'order.idempotencyConflict') {
      // The key was spent on another cart: the next click starts a new attempt with a new key.
      attempt.current = null;
      toast({ title: t('toast.orderFailed.title'), description: errorMessage(error), variant: 'destructive' });
    } else if (code === 'order.unknownLocation') {
      // The location was closed or removed since the list was read: choose again.
      cart.setLocation(null);
      setLocationMissing(true);
      toast({ title: t('toast.orderFailed.title'), description: errorMessage(error), variant: 'destructive' });
    } else if (code === 'order.totalMismatch') {
      toast({ title: t('toast.pricesChanged.title'), description: errorMessage(error), variant: 'destructive' });
    } else if (error.status === 409) {
      // Someone bought the last tires first: the server says which, in its own words.
      toast({ title: t('toast.outOfStock.title'), description: outOfStockText(error), variant: 'destructive' });
    } else {
      toast({ title: t('toast.orderFailed.title'), variant: 'destructive' });
    }
  }

  return { checkout, isSending: isLoading, userLoading, locationMissing: locationMissing && cart.locationId === null };
}
