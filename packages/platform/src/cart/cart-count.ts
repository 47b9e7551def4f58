import { useSyncExternalStore } from 'react';

/**
 * The shop's cart lives in the shop remote, but the shell's header shows how many tires it holds.
 * They share only this: where the cart is stored and the event that says it changed in this tab
 * (the browser's `storage` event covers other tabs).
 */
export const CART_STORAGE_KEY = 'tire-shop-cart';
export const CART_CHANGED_EVENT = 'tire-shop-cart-changed';

/** Tells the header (and anything else counting) that the cart was written in this tab. */
export const announceCartChanged = () => window.dispatchEvent(new Event(CART_CHANGED_EVENT));

/** The number of tires in the stored cart; a damaged entry counts as empty. */
export function cartItemCount(): number {
  try {
    const parsed = JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? 'null') as { lines?: { quantity?: unknown }[] } | null;
    if (!Array.isArray(parsed?.lines)) return 0;
    return parsed.lines.reduce((sum, line) => sum + (Number.isInteger(line?.quantity) && (line.quantity as number) > 0 ? (line.quantity as number) : 0), 0);
  } catch {
    return 0;
  }
}

function subscribe(listener: () => void) {
  const onStorage = (event: StorageEvent) => {
    if (event.key === CART_STORAGE_KEY || event.key === null) listener();
  };
  window.addEventListener(CART_CHANGED_EVENT, listener);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(CART_CHANGED_EVENT, listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The cart's tire count, kept up to date as the shop changes it. */
export const useCartItemCount = () => useSyncExternalStore(subscribe, cartItemCount, () => 0);
