import { API_PATHS } from '@tire/contracts/paths';
import { PersonalDataPanel } from '@tire/platform/privacy';
import { buttonClassName } from '@tire/ui';
import { useTranslate } from '../../../shared/use-translate.js';
import { useEraseMyDataMutation } from '../api/my-data-api.js';

/**
 * "Your data" of the signed-in customer (the shared panel). Once done, the session is over: the page
 * leaves through the logout to the front page, so the site starts again signed out.
 */
export function MyDataPanel() {
  const t = useTranslate();
  const [erase, { isLoading }] = useEraseMyDataMutation();
  return (
    <PersonalDataPanel
      who="account"
      downloadHref={API_PATHS.getMyData}
      erase={() => erase()}
      erasing={isLoading}
      doneAction={
        // Out through the logout, which clears the site's note that someone is signed in and goes home.
        <a href={API_PATHS.logout} className={buttonClassName('primary', 'sm')}>
          {t('myData.done.home')}
        </a>
      }
    />
  );
}
