import { lazy, type ComponentProps, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * React.lazy remembers a failed import for good: after a chunk could not be fetched (offline),
 * every later render throws the same error, so "try again" could never work. This lazy
 * component forgets a failed import: the next render (the error boundary's retry) imports
 * afresh, and webpack fetches the chunk again. A chunk that loaded stays loaded.
 */
export function lazyWithRetry<T extends ComponentType<any>>(
  load: () => Promise<{ default: T }>,
): ComponentType<ComponentProps<T>> & { preload(): Promise<unknown> } {
  let current: LazyExoticComponent<T>;
  let pending: Promise<{ default: T }> | undefined;
  const attempt = () => {
    pending ??= load().catch((error: unknown) => {
      // Forget this attempt, so the next render (after the boundary's retry) starts another.
      pending = undefined;
      current = lazy(attempt);
      throw error;
    });
    return pending;
  };
  current = lazy(attempt);
  const Chunk = (props: ComponentProps<T>) => {
    const Current = current as unknown as ComponentType<ComponentProps<T>>;
    return <Current {...props} />;
  };
  return Object.assign(Chunk, { preload: () => attempt().catch(() => undefined) });
}
