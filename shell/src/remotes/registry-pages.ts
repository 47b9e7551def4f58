import { useSyncExternalStore } from 'react';
import type { ReleasePage } from '@tire/contracts';
import type { RemoteName } from './remote-pages-loader.js';

/** A page a remote's release declares, as the registry gives it to this browser. */
export interface DeclaredPage extends ReleasePage {
  remote: RemoteName;
}

let pages: DeclaredPage[] = [];
const listeners = new Set<() => void>();

/** The registry's answer arrived: its remotes' pages become routes (federation-loader.ts). */
export function setDeclaredPages(next: DeclaredPage[]) {
  pages = next;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The pages the remotes declare (empty until the registry has answered, and in tests without one). */
export const useDeclaredPages = () =>
  useSyncExternalStore(
    subscribe,
    () => pages,
    () => pages,
  );
