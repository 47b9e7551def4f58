import { useTranslate } from '@tire/platform';

/** Contact details of the business (placeholders until the business gives its own). */
export const CONTACT = { phone: '+358 40 123 4567', email: 'info@rengaspalvelu.example' } as const;

/** The phone number and e-mail address as links, one a line (footer, about and contact pages). */
export function ContactLines() {
  const t = useTranslate();
  return (
    <p>
      {t('footer.phone')}: <a href={`tel:${CONTACT.phone.replace(/\s/g, '')}`}>{CONTACT.phone}</a>
      <br />
      {t('footer.email')}: <a href={`mailto:${CONTACT.email}`}>{CONTACT.email}</a>
    </p>
  );
}
