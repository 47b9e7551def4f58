import { createContext, useContext } from 'react';
import type { RemotePagesLoader } from './remote-pages-loader.js';

/**
 * Which loader mounts remote pages: the federation runtime in the browser, a stub in tests.
 * There is no default so that the runtime is only imported where the app is assembled.
 */
export const RemoteLoaderContext = createContext<RemotePagesLoader | null>(null);

export function useRemoteLoader(): RemotePagesLoader {
  const loader = useContext(RemoteLoaderContext);
  if (!loader) throw new Error('RemoteLoaderContext is missing');
  return loader;
}
