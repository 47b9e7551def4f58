import { ADMIN_DATE_CHOICES, addDays, helsinkiDateOf } from '@tire/contracts';

/** The admin's date choices: today and the following days in Helsinki, ADMIN_DATE_CHOICES in all. */
export const adminDateChoices = (now: Date) => {
  const today = helsinkiDateOf(now);
  return Array.from({ length: ADMIN_DATE_CHOICES }, (_, index) => addDays(today, index));
};
