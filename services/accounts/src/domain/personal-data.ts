import { PERSONAL_DATA_SCHEMA_VERSION, type PersonalDataPart } from '@tire/contracts';
import { HttpError, type DataSubject } from '@tire/service-kit';
import { accountDataOf, accountEmailsOf, deleteAccountData, type Subject } from '../data-access/personal-data.js';
import type { AccountsDeps } from './ports.js';

const subjectOf = (who: DataSubject): Subject => ({ userId: who.userId ?? null, email: who.email });

/** This service's part of the person's download. */
export async function exportAccountData(deps: Pick<AccountsDeps, 'prisma' | 'now'>, who: DataSubject): Promise<PersonalDataPart> {
  const records = await accountDataOf(deps.prisma, subjectOf(who));
  return { service: 'accounts', schemaVersion: PERSONAL_DATA_SCHEMA_VERSION, exportedAt: deps.now().toISOString(), records };
}

/**
 * Deletes the person's account and sign-in data. An administrator's account is refused (409): the
 * shop would lose its way in, and the rights come from ADMIN_EMAILS, which another administrator
 * changes first.
 */
export async function eraseAccountData(deps: Pick<AccountsDeps, 'prisma' | 'adminEmails' | 'logger'>, who: DataSubject): Promise<{ erased: number }> {
  const subject = subjectOf(who);
  const emails = [who.email, ...(await accountEmailsOf(deps.prisma, subject))];
  if (emails.some((email) => deps.adminEmails.has(email.trim().toLowerCase()))) throw HttpError.of('privacy.adminAccount');
  const erased = await deleteAccountData(deps.prisma, subject);
  deps.logger.info({ erased }, 'an account and its sign-in data were deleted at its owner’s request');
  return { erased };
}
