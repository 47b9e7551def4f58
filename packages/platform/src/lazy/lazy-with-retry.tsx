import { lazy, useState, type ComponentProps, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * React.lazy remembers a failed import for good: after a chunk could not be fetched (offline),
 * every later render throws the same error, so "try again" could never work. This lazy
 * component forgets a failed import: the next render (the error boundary's retry) imports
 * afresh, and webpack fetches the chunk again. A chunk that loaded stays loaded.
 *
 * Once the chunk is there (`preload()` resolved), a newly mounted part renders the loaded
 * component itself, without suspending even once: a page whose HTML came from the server is
 * hydrated in one pass when its chunk was preloaded (React.lazy would suspend on first render,
 * and a boundary still waiting to hydrate that sees an update falls back to its spinner).
 */
export function lazyWithRetry<T extends ComponentType<any>>(
  load: () => Promise<{ default: T }>,
): ComponentType<ComponentProps<T>> & { preload(): Promise<unknown> } {
  let current: LazyExoticComponent<T>;
  let loaded: T | undefined;
  let pending: Promise<{ default: T }> | undefined;
  const attempt = () => {
    pending ??= load().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        // Forget this attempt, so the next render (after the boundary's retry) starts another.
        pending = undefined;
        current = lazy(attempt);
        throw error;
      },
    );
    return pending;
  };
  current = lazy(attempt);
  const Chunk = (props: ComponentProps<T>) => {
    // Chosen when this part mounts and kept: switching from the lazy wrapper to the loaded
    // component later would remount the part and lose its state.
    const [Current] = useState(() => (loaded ?? current) as unknown as ComponentType<ComponentProps<T>>);
    return <Current {...props} />;
  };
  return Object.assign(Chunk, { preload: () => attempt().catch(() => undefined) });
}
