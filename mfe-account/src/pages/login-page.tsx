import { ComingSoon } from './coming-soon.js';

/** /login — to be built by the accounts issue. */
export function LoginPage() {
  return <ComingSoon page="login" />;
}
