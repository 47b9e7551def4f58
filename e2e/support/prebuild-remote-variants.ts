// Builds the remote-deployment test's variants one after another (started by the browser tests'
// global setup, see prebuildRemoteVariants), recording each outcome as it is known.
import { recordVariant, REMOTE_VARIANTS, type RemoteVariant } from './remote-variants.js';

for (const name of Object.keys(REMOTE_VARIANTS) as RemoteVariant[]) {
  try {
    recordVariant(name, { dist: REMOTE_VARIANTS[name]() });
  } catch (error) {
    recordVariant(name, { error: error instanceof Error ? error.message : String(error) });
  }
}
