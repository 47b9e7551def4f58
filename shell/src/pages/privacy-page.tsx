import { useIntl } from 'react-intl';
import { BOOKKEEPING_YEARS_KEPT, bookingPolicyText } from '@tire/contracts';
import { PageFrame, useTranslate } from '@tire/platform';

const SECTIONS = ['delivery', 'payment', 'confirmation', 'cancel', 'changes', 'prices', 'warranty', 'withdrawal', 'data', 'liability'] as const;

export function PrivacyPage() {
  const t = useTranslate();
  const intl = useIntl();
  // The booking policy is the contract's one text (the same the API, the e-mails and the dialogs use).
  const policy = bookingPolicyText(intl.locale.startsWith('en') ? 'en' : 'fi');
  return (
    <PageFrame title={t('privacy.title')} lead={t('privacy.lead')} className="prose">
      {SECTIONS.map((section) => (
        <section key={section} aria-labelledby={`privacy-${section}`}>
          <h2 id={`privacy-${section}`}>{t(`privacy.${section}.title`)}</h2>
          {/* The years kept are the contract's constant, as in the last e-mail and the account's page. */}
          <p>{section === 'cancel' ? policy : t(`privacy.${section}.text`, { years: BOOKKEEPING_YEARS_KEPT })}</p>
        </section>
      ))}
    </PageFrame>
  );
}
