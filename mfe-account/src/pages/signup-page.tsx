import { framedPage } from '@tire/platform';
import { accountMessages } from '../i18n/index.js';
import { SignupFlow } from '../features/signup/components/signup-flow.js';

/** /signup: personal and vehicle details, then the code from the e-mail. */
export const SignupPage = framedPage(accountMessages, { title: 'signup.title', lead: 'signup.lead', className: 'auth-page' }, SignupFlow);
