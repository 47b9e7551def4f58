import { useSyncExternalStore } from 'react';
import { TOAST } from '@tire/contracts';

export interface ToastMessage {
  id: number;
  title: string;
  description?: string;
  variant?: 'default' | 'destructive' | 'success';
  open: boolean;
}

/**
 * Toasts live outside React and Redux so that any remote, hook or listener can raise one.
 * At most TOAST.limit are kept: a new toast replaces the visible one.
 */
let toasts: ToastMessage[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

export function toast(message: Omit<ToastMessage, 'id' | 'open'>): number {
  const id = nextId++;
  toasts = [{ ...message, id, open: true }, ...toasts].slice(0, TOAST.limit);
  emit();
  return id;
}

/** Closes a toast; it is removed from memory after the spec's (very long) removal delay. */
export function dismissToast(id: number) {
  toasts = toasts.map((item) => (item.id === id ? { ...item, open: false } : item));
  emit();
  setTimeout(() => {
    toasts = toasts.filter((item) => item.id !== id);
    emit();
  }, TOAST.removeDelayMs);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
export const useToasts = () => useSyncExternalStore(subscribe, () => toasts, () => toasts);
