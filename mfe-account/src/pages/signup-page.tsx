import { ComingSoon } from './coming-soon.js';

/** /signup — to be built by the accounts issue. */
export function SignupPage() {
  return <ComingSoon page="signup" />;
}
