import { generateKeyPairSync, type KeyObject } from 'node:crypto';
import { SERVICE_NAMES, testServiceKeys, type ServiceName } from '../service-keys.js';

/**
 * Service-token keys for tests. `testServiceKeys()` holds every part's deterministic test key pair:
 * what a test process signs and verifies with when it sets no keys (NODE_ENV=test), so a test signs
 * as whichever part it plays. The settings below give one part its own key, as a deployment does.
 */
export { testServiceKeys };

const pem = (key: KeyObject) => key.export({ format: 'pem', type: key.type === 'private' ? 'pkcs8' : 'spki' }).toString();

function settingsOf(part: ServiceName, signing: KeyObject, verifying: Partial<Record<ServiceName, KeyObject>>) {
  return {
    SERVICE_SIGNING_KEY: pem(signing),
    SERVICE_PUBLIC_KEYS: JSON.stringify(Object.fromEntries(SERVICE_NAMES.map((name) => [name, pem(verifying[name]!)]))),
  };
}

/** SERVICE_SIGNING_KEY and SERVICE_PUBLIC_KEYS of one part with the test keys (refused in production). */
export function testServiceKeyEnv(part: ServiceName): { SERVICE_SIGNING_KEY: string; SERVICE_PUBLIC_KEYS: string } {
  const keys = testServiceKeys();
  return settingsOf(part, keys.signing[part]!, keys.verifying);
}

/** The same settings with freshly generated keys, which production accepts (for tests of production start-up). */
export function generatedServiceKeyEnv(part: ServiceName): { SERVICE_SIGNING_KEY: string; SERVICE_PUBLIC_KEYS: string } {
  const pairs = Object.fromEntries(SERVICE_NAMES.map((name) => [name, generateKeyPairSync('ed25519')]));
  return settingsOf(part, pairs[part]!.privateKey, Object.fromEntries(SERVICE_NAMES.map((name) => [name, pairs[name]!.publicKey])));
}
