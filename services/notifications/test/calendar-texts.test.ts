import { calendarServiceName } from '@tire/calendar';
import { LANGUAGES, SERVICE_TYPES } from '@tire/contracts';
import { describe, expect, it } from 'vitest';
import { textsFor } from '../src/i18n/messages.js';

describe('the calendar file and the e-mail it comes with', () => {
  it('name every service alike, in both languages', () => {
    for (const language of LANGUAGES) {
      const texts = textsFor(language);
      for (const serviceType of SERVICE_TYPES) expect(calendarServiceName(language, serviceType)).toBe(texts.serviceName(serviceType));
    }
  });
});
