import { configureStore } from '@reduxjs/toolkit';
import { baseApi } from '../api/base-api.js';
import { unauthorizedListener } from '../api/unauthorized-listener.js';
import { forgetSessionHintDecision } from '../auth/current-user.js';
import { sessionHintListener } from '../auth/session-hint-listener.js';

/** The one store: created by the shell (or by a remote running standalone). */
export function createPlatformStore() {
  forgetSessionHintDecision();
  return configureStore({
    reducer: { [baseApi.reducerPath]: baseApi.reducer },
    middleware: (getDefault) => getDefault().prepend(unauthorizedListener.middleware, sessionHintListener.middleware).concat(baseApi.middleware),
  });
}
export type PlatformStore = ReturnType<typeof createPlatformStore>;
export type RootState = ReturnType<PlatformStore['getState']>;
