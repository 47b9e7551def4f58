import { ComingSoon } from './coming-soon.js';

/** /profile-setup — to be built by the accounts issue. */
export function ProfileSetupPage() {
  return <ComingSoon page="profileSetup" />;
}
