// Service-token keys for a deployment: a fresh Ed25519 key pair per part (the BFF and the five
// services). Each part is given only its own private key, and every part all the public keys.
//   node scripts/service-keys.mjs >> .env        docker-compose: SERVICE_PUBLIC_KEYS and <PART>_SIGNING_KEY lines
//   node scripts/service-keys.mjs --dir keys/    Kubernetes: keys/<part>.pem and keys/public-keys.json (deploy/k8s/README.md)
import fs from 'node:fs';
import path from 'node:path';
import { generateServiceKeys, KEY_PARTS } from './lib/service-keys.mjs';

const keys = generateServiceKeys();
const dirFlag = process.argv.indexOf('--dir');
if (dirFlag > 0) {
  const dir = process.argv[dirFlag + 1];
  if (!dir) throw new Error('--dir needs a directory');
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  for (const part of KEY_PARTS) {
    const pem = keys.privateKeyOf(part).export({ format: 'pem', type: 'pkcs8' });
    fs.writeFileSync(path.join(dir, `${part}.pem`), pem, { mode: 0o600 });
  }
  fs.writeFileSync(path.join(dir, 'public-keys.json'), JSON.stringify(keys.publicKeys) + '\n');
  console.log(`Wrote ${KEY_PARTS.map((part) => `${part}.pem`).join(', ')} and public-keys.json to ${dir}`);
} else {
  // One line each, single-quoted: compose reads the JSON as it is.
  console.log(`SERVICE_PUBLIC_KEYS='${JSON.stringify(keys.publicKeys)}'`);
  for (const part of KEY_PARTS) console.log(`${part.toUpperCase()}_SIGNING_KEY='${keys.envOf(part).SERVICE_SIGNING_KEY}'`);
}
