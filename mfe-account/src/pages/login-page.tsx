import { framedPage } from '@tire/platform';
import { accountMessages } from '../i18n/index.js';
import { LoginFlow } from '../features/login/components/login-flow.js';

/** /login: a code by e-mail in two steps, or Google. */
export const LoginPage = framedPage(accountMessages, { title: 'login.title', lead: 'login.lead', className: 'auth-page' }, LoginFlow);
