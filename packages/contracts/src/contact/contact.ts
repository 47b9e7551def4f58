import { z } from 'zod';
import { defineCall } from '../common/call.js';

export const CONTACT_MESSAGES = {
  name: 'Name is required',
  email: 'Valid email is required',
  phone: 'Phone number is required',
  message: 'Message must be at least 10 characters',
} as const;

export const contactBodySchema = z.object({
  name: z.string({ error: CONTACT_MESSAGES.name }).trim().min(2, CONTACT_MESSAGES.name),
  email: z.string({ error: CONTACT_MESSAGES.email }).trim().pipe(z.email(CONTACT_MESSAGES.email)),
  phone: z.string({ error: CONTACT_MESSAGES.phone }).trim().min(5, CONTACT_MESSAGES.phone),
  message: z.string({ error: CONTACT_MESSAGES.message }).trim().min(10, CONTACT_MESSAGES.message),
});
export type ContactBody = z.input<typeof contactBodySchema>;

export const sendContactMessage = defineCall({
  method: 'POST',
  path: '/api/contact',
  body: contactBodySchema,
  response: z.object({ message: z.string() }),
});
