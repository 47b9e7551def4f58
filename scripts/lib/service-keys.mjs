// The service-token keys of a platform run by these scripts (`npm start`, the browser tests, the
// scale test): a fresh Ed25519 key pair per part, made in memory at every start and handed over
// in the environment, nothing on disk. Each part gets its own private key (SERVICE_SIGNING_KEY)
// and every part's public key (SERVICE_PUBLIC_KEYS), as a deployment gives them
// (packages/service-kit/src/service-keys.ts reads them).
import { generateKeyPairSync } from 'node:crypto';

/** The parts that sign or verify service tokens: the BFF and the five services. */
export const KEY_PARTS = ['bff', 'reservations', 'catalogue', 'payments', 'accounts', 'notifications'];

/** A key pair per part; `envOf(part)` is that part's two settings. */
export function generateServiceKeys() {
  const pairs = Object.fromEntries(KEY_PARTS.map((part) => [part, generateKeyPairSync('ed25519')]));
  const publicKeys = Object.fromEntries(KEY_PARTS.map((part) => [part, pairs[part].publicKey.export({ format: 'jwk' })]));
  return {
    publicKeys,
    privateKeyOf: (part) => pairs[part].privateKey,
    envOf: (part) => ({
      SERVICE_SIGNING_KEY: JSON.stringify(pairs[part].privateKey.export({ format: 'jwk' })),
      SERVICE_PUBLIC_KEYS: JSON.stringify(publicKeys),
    }),
  };
}
