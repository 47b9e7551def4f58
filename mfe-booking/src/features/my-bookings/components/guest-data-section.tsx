import { Link } from 'react-router-dom';
import { PAGE_PATHS } from '@tire/contracts';
import { API_PATHS, callPath } from '@tire/contracts/paths';
import { PersonalDataPanel } from '@tire/platform/privacy';
import { buttonClassName } from '@tire/ui';
import { useTranslate } from '../../../shared/use-translate.js';
import { useEraseMyDataByLinkMutation } from '../api/my-bookings-api.js';

/**
 * A guest's own data through the open "my bookings" link (the shared panel, as on the account
 * page): the download of everything held about the address, and its deletion, after which the link
 * opens nothing and the page says what was done.
 */
export function GuestDataSection({ token, onErased }: { token: string; onErased(): void }) {
  const t = useTranslate();
  const [erase, { isLoading }] = useEraseMyDataByLinkMutation();
  return (
    <section className="manage-booking__section my-bookings__data">
      <PersonalDataPanel
        who="guest"
        downloadHref={callPath(API_PATHS.getMyDataByLink, { token })}
        erase={async () => {
          const result = await erase(token);
          if (result.data) onErased();
          return result;
        }}
        erasing={isLoading}
        doneAction={
          <Link to={PAGE_PATHS.home} className={buttonClassName('primary', 'sm')}>
            {t('myData.done.home')}
          </Link>
        }
      />
    </section>
  );
}
