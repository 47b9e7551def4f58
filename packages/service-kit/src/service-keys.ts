import { createHash, createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto';

/**
 * The keys of the service tokens. Each part of the platform signs with its own private key
 * (SERVICE_SIGNING_KEY) and every part holds the public keys of all of them (SERVICE_PUBLIC_KEYS,
 * a JSON object by part name), so a token names the part that signed it and no part can sign as
 * another: a stolen notifications key does not speak for payments or for the BFF's users.
 */
export const SERVICE_NAMES = ['bff', 'reservations', 'catalogue', 'payments', 'accounts', 'notifications'] as const;
export type ServiceName = (typeof SERVICE_NAMES)[number];

export interface ServiceKeys {
  /** The part whose private key this is; undefined for the test keys, which hold every part's. */
  self?: ServiceName;
  /** Private keys by the part they sign as: only this part's own, outside tests. */
  signing: Partial<Record<ServiceName, KeyObject>>;
  /** Public keys of the parts whose tokens are believed, by name (the token's `kid` and `iss`). */
  verifying: Partial<Record<ServiceName, KeyObject>>;
}

export const isServiceName = (value: unknown): value is ServiceName => SERVICE_NAMES.includes(value as ServiceName);

/** The JWS algorithm of a key: Ed25519 (EdDSA) or P-256 (ES256); any other key is refused. */
export function algorithmOf(key: KeyObject): 'EdDSA' | 'ES256' {
  if (key.asymmetricKeyType === 'ed25519') return 'EdDSA';
  if (key.asymmetricKeyType === 'ec' && key.asymmetricKeyDetails?.namedCurve === 'prime256v1') return 'ES256';
  throw new Error(`a service key must be Ed25519 or EC P-256, not ${key.asymmetricKeyType}`);
}

/** A key given as PEM (newlines may be written \n, as one-line settings do) or as a JWK. */
function keyOf(value: unknown, kind: 'private' | 'public', setting: string): KeyObject {
  try {
    const text = typeof value === 'string' ? value.trim() : '';
    const jwk = typeof value === 'object' && value !== null ? value : text.startsWith('{') ? JSON.parse(text) : undefined;
    const source = jwk ? { key: jwk, format: 'jwk' as const } : text.replace(/\\n/g, '\n');
    const key = kind === 'private' ? createPrivateKey(source) : createPublicKey(source);
    algorithmOf(key);
    return key;
  } catch (error) {
    throw new Error(`${setting} is not a usable ${kind} key (PEM or JWK, Ed25519 or P-256): ${(error as Error).message}`);
  }
}

function publicKeysOf(text: string): ServiceKeys['verifying'] {
  let map: unknown;
  try {
    map = JSON.parse(text);
  } catch {
    throw new Error('SERVICE_PUBLIC_KEYS must be a JSON object of public keys by part name ({"bff": ..., "payments": ...})');
  }
  if (typeof map !== 'object' || map === null || Array.isArray(map)) throw new Error('SERVICE_PUBLIC_KEYS must be a JSON object by part name');
  const verifying: ServiceKeys['verifying'] = {};
  for (const [name, value] of Object.entries(map)) {
    if (!isServiceName(name)) throw new Error(`SERVICE_PUBLIC_KEYS names an unknown part "${name}" (parts: ${SERVICE_NAMES.join(', ')})`);
    verifying[name] = keyOf(value, 'public', `SERVICE_PUBLIC_KEYS.${name}`);
  }
  return verifying;
}

/**
 * This part's keys from its settings. Production needs both settings, every part's public key
 * and no test key; tests (NODE_ENV=test) without settings use the test keys; anything else
 * without them stops with what to do (`npm start` generates them). `part`, when given, must be
 * the owner of SERVICE_SIGNING_KEY: a service started with another part's key refuses to start.
 */
export function serviceKeys(env: NodeJS.ProcessEnv = process.env, part?: ServiceName): ServiceKeys {
  const signingText = env.SERVICE_SIGNING_KEY?.trim();
  const publicText = env.SERVICE_PUBLIC_KEYS?.trim();
  const production = env.NODE_ENV === 'production';
  if (!signingText && !publicText && env.NODE_ENV === 'test') return testServiceKeys();
  if (!signingText || !publicText) {
    throw new Error(
      'SERVICE_SIGNING_KEY (this part’s private key) and SERVICE_PUBLIC_KEYS (every part’s public key) must be set' +
        (production ? ' in production' : ': `npm start` generates them for every part') +
        (env.SERVICE_TOKEN_SECRET ? '; SERVICE_TOKEN_SECRET is no longer read (one shared secret let any part sign as any other)' : ''),
    );
  }
  const verifying = publicKeysOf(publicText);
  const own = keyOf(signingText, 'private', 'SERVICE_SIGNING_KEY');
  const ownPublic = createPublicKey(own);
  const self = SERVICE_NAMES.find((name) => verifying[name]?.equals(ownPublic));
  if (!self) throw new Error('SERVICE_SIGNING_KEY is the private key of no part in SERVICE_PUBLIC_KEYS');
  if (part && self !== part) throw new Error(`SERVICE_SIGNING_KEY is the key of ${self}, not of ${part}: each part signs with its own key`);
  if (production) {
    const missing = SERVICE_NAMES.filter((name) => !verifying[name]);
    if (missing.length) throw new Error(`SERVICE_PUBLIC_KEYS must hold every part's public key in production; missing: ${missing.join(', ')}`);
    const test = testServiceKeys().verifying;
    const published = SERVICE_NAMES.filter((name) => verifying[name]!.equals(test[name]!));
    if (published.length) throw new Error(`SERVICE_PUBLIC_KEYS holds the published test keys of ${published.join(', ')}: generate real ones`);
  }
  return { self, signing: { [self]: own }, verifying };
}

let testKeys: ServiceKeys | undefined;

/**
 * Every part's test key pair, the same in every run: an Ed25519 key whose seed is a hash of the
 * part's name. Anyone can compute them, so production refuses them; tests sign as any part with them.
 */
export function testServiceKeys(): ServiceKeys {
  if (!testKeys) {
    testKeys = { signing: {}, verifying: {} };
    for (const name of SERVICE_NAMES) {
      const seed = createHash('sha256').update(`tire-service-kit test service key: ${name}`).digest();
      // PKCS#8 of an Ed25519 private key: a fixed prefix, then the 32-byte seed.
      const der = Buffer.concat([Buffer.from('302e020100300506032b657004220420', 'hex'), seed]);
      const key = createPrivateKey({ key: der, format: 'der', type: 'pkcs8' });
      testKeys.signing[name] = key;
      testKeys.verifying[name] = createPublicKey(key);
    }
  }
  return testKeys;
}
