import { useSyncExternalStore } from 'react';
import { announceCartChanged, CART_STORAGE_KEY } from '@tire/platform';

/** What the cart keeps: product ids and quantities (prices come from the current catalogue), the installation wish and where the tires go. */
export interface CartState {
  lines: { productId: number; quantity: number }[];
  installationRequested: boolean;
  /** The service location where the tires are picked up or fitted (null until chosen). */
  locationId: number | null;
}

const MAX_QUANTITY = 99;
const empty: CartState = { lines: [], installationRequested: false, locationId: null };

/** The cart survives reloads in the platform's CART_STORAGE_KEY (shared with other tabs and the header's count). */
function read(): CartState {
  try {
    const raw = localStorage.getItem(CART_STORAGE_KEY);
    if (!raw) return empty;
    const parsed = JSON.parse(raw) as Partial<CartState>;
    const lines = Array.isArray(parsed.lines)
      ? parsed.lines.filter((line) => Number.isInteger(line?.productId) && Number.isInteger(line?.quantity) && line.quantity > 0)
      : [];
    const locationId = Number.isInteger(parsed.locationId) && (parsed.locationId as number) > 0 ? (parsed.locationId as number) : null;
    return { lines, installationRequested: parsed.installationRequested === true, locationId };
  } catch {
    // A damaged entry (edited by hand, another version) is an empty cart, not a broken page.
    return empty;
  }
}

let state: CartState | null = null;
const listeners = new Set<() => void>();

function current(): CartState {
  state ??= read();
  return state;
}

function write(next: CartState) {
  state = next;
  try {
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(next));
  } catch {
    // Private mode or a full storage: the cart still works for this page view.
  }
  listeners.forEach((listener) => listener());
  announceCartChanged();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab changed the cart, or a test cleared the storage: read it again.
  const onStorage = (event: StorageEvent) => {
    if (event.key === CART_STORAGE_KEY || event.key === null) {
      state = null;
      listener();
    }
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

const clampQuantity = (quantity: number, stock: number) => Math.max(0, Math.min(quantity, stock, MAX_QUANTITY));

export const cartActions = {
  /** More of a product (one by default; the product card offers a set of four), never beyond its stock. */
  add(productId: number, stock: number, count = 1) {
    const { lines } = current();
    const existing = lines.find((line) => line.productId === productId);
    const quantity = clampQuantity((existing?.quantity ?? 0) + Math.max(1, Math.floor(count)), stock);
    if (quantity === 0 || quantity === existing?.quantity) return;
    write({
      ...current(),
      lines: existing ? lines.map((line) => (line.productId === productId ? { ...line, quantity } : line)) : [...lines, { productId, quantity }],
    });
  },
  /** Sets a line's quantity; 0 removes it. */
  setQuantity(productId: number, quantity: number, stock: number) {
    const { lines } = current();
    const next = clampQuantity(quantity, stock);
    write({
      ...current(),
      lines:
        next === 0
          ? lines.filter((line) => line.productId !== productId)
          : lines.map((line) => (line.productId === productId ? { ...line, quantity: next } : line)),
    });
  },
  remove(productId: number) {
    const { lines } = current();
    write({ ...current(), lines: lines.filter((line) => line.productId !== productId) });
  },
  setInstallation(installationRequested: boolean) {
    write({ ...current(), installationRequested });
  },
  setLocation(locationId: number | null) {
    write({ ...current(), locationId });
  },
  /** After an order: the lines go, the chosen location stays for the next order. */
  clear() {
    write({ ...empty, locationId: current().locationId });
  },
  /** Forgets the in-memory copy so the next read comes from storage (a fresh page load). */
  reload() {
    state = null;
    listeners.forEach((listener) => listener());
  },
};

export const useCartState = () => useSyncExternalStore(subscribe, current, current);
