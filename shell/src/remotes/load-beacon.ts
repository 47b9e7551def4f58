import { REGISTRY_PATHS, type RemoteBeacon } from '@tire/contracts';

/**
 * Tells the BFF how a load of a remote went (metrics, and the canary judge that rolls a failing
 * canary back). sendBeacon survives the page going away; fetch with keepalive where it is missing.
 * Never throws: a report must not break the page it reports on.
 */
export function reportRemoteLoad(beacon: RemoteBeacon) {
  try {
    const body = new Blob([JSON.stringify(beacon)], { type: 'application/json' });
    if (navigator.sendBeacon?.(REGISTRY_PATHS.beacon, body)) return;
    void fetch(REGISTRY_PATHS.beacon, { method: 'POST', body, keepalive: true, headers: { 'Content-Type': 'application/json' } }).catch(() => {});
  } catch {
    // no report then
  }
}
