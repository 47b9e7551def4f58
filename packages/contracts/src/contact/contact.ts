import { z } from 'zod';
import { defineCall } from '../common/call.js';
import { API_PATHS } from '../paths.js';
import { boundedText, emailAddressSchema, phoneSchema, TEXT_LIMITS as L } from '../common/primitives.js';

export const CONTACT_MESSAGES = {
  name: 'Name is required',
  email: 'Valid email is required',
  phone: 'Phone number is required',
  message: 'Message must be at least 10 characters',
} as const;

export const contactBodySchema = z.object({
  name: boundedText({ label: 'Name', max: L.name, min: 2 }, CONTACT_MESSAGES.name),
  email: emailAddressSchema(CONTACT_MESSAGES.email, { lowerCase: false }),
  phone: phoneSchema(CONTACT_MESSAGES.phone, 5),
  message: boundedText({ label: 'Message', max: L.message, min: 10, multiline: true }, CONTACT_MESSAGES.message),
});
export type ContactBody = z.input<typeof contactBodySchema>;

export const sendContactMessage = defineCall({
  method: 'POST',
  path: API_PATHS.sendContactMessage,
  body: contactBodySchema,
  response: z.object({ message: z.string() }),
});
