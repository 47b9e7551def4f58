import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONTACT_MESSAGES, errorCodeOf, ORDER_STATUSES, RESERVATION_STATUSES, SERVICE_TYPES } from '@tire/contracts';
import { errorMessages } from '@tire/platform';
import { en } from '../src/i18n/messages.en.js';
import { fi } from '../src/i18n/messages.fi.js';

const messagesByLanguage: Record<string, Record<string, string>> = { fi, en };
const SRC = path.join(__dirname, '..', 'src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? sourceFiles(file) : /\.tsx?$/.test(name) && !file.includes(`${path.sep}i18n${path.sep}`) ? [file] : [];
  });
}

/** Message ids written out literally in the shell's code: id="…", { id: '…' }, t('…'), useDocumentTitle('…'). */
function literalIds(): string[] {
  const patterns = [/\bid="([\w.]+)"/g, /\bid: '([\w.]+)'/g, /\bt\('([\w.]+)'/g, /useDocumentTitle\('([\w.]+)'\)/g, /action: '([\w.]+)'/g];
  const ids = new Set<string>();
  for (const file of sourceFiles(SRC)) {
    const text = readFileSync(file, 'utf8');
    for (const pattern of patterns) for (const match of text.matchAll(pattern)) ids.add(match[1]!);
  }
  // DOM ids that happen to match the pattern are not messages.
  return [...ids].filter((id) => id.includes('.'));
}

/** The placeholders of an ICU message: "{name}" and "{name, select, …}" both give "name". */
const placeholders = (message: string) => [...message.matchAll(/\{(\w+)[,}]/g)].map((match) => match[1]).sort();

describe('the shell’s texts', () => {
  it('exist in Finnish and in English alike: no message in one language only', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(fi).sort());
    for (const language of ['fi', 'en']) {
      expect(Object.entries(messagesByLanguage[language]!).filter(([, text]) => !text.trim())).toEqual([]);
    }
  });

  it('have a message for every id the code uses', () => {
    const ids = literalIds();
    expect(ids.length).toBeGreaterThan(50);
    for (const language of ['fi', 'en']) expect(ids.filter((id) => !(id in messagesByLanguage[language]!))).toEqual([]);
  });

  it('name every service, status and contact-form rule of the contract in both languages', () => {
    const ids = [
      ...SERVICE_TYPES.map((type) => `service.${type}`),
      ...RESERVATION_STATUSES.map((status) => `status.${status}`),
      ...ORDER_STATUSES.map((status) => `orderStatus.${status}`),
      // The contact form's rules are the platform's failures by their code, under the shell's own texts.
      ...Object.values(CONTACT_MESSAGES).map((message) => `error.${errorCodeOf(message)}`),
    ];
    for (const language of ['fi', 'en'] as const) {
      expect(ids.filter((id) => !(id in { ...errorMessages[language], ...messagesByLanguage[language]! }))).toEqual([]);
    }
  });

  it('speak the contact form’s rules in English exactly as the spec does', () => {
    for (const message of Object.values(CONTACT_MESSAGES)) expect(errorMessages.en[`error.${errorCodeOf(message)!}`]).toBe(message);
    expect(en['contact.toast.error.title']).toBe('Error Sending Message');
  });

  it('use the same placeholders in both languages', () => {
    const mismatched = Object.keys(fi).filter((id) => placeholders(fi[id as keyof typeof fi]).join() !== placeholders(en[id as keyof typeof en]).join());
    expect(mismatched).toEqual([]);
  });
});
