import { z } from 'zod';
import { defineCall } from '../common/call.js';
import { API_PATHS } from '../paths.js';
import { boundedText, emailAddressSchema, optionalBoundedText, phoneSchema, postalCodeSchema, TEXT_LIMITS as L } from '../common/primitives.js';

export const LOGIN_CODE_LENGTH = 6;

export const AUTH_MESSAGES = {
  invalidEmail: 'Invalid email address',
  invalidCode: 'Please enter the 6-digit code',
  invalidOrExpiredCode: 'Invalid or expired code',
  sendFailed: 'Failed to send verification code',
  signupFailed: 'Failed to create account',
  profileFailed: 'Failed to update profile',
  firstName: 'First name is required',
  lastName: 'Last name is required',
  phone: 'Phone number is required',
  address: 'Address is required',
  postalCode: 'Postal code is required',
  registrationNumber: 'Registration number is required',
  vehicleModel: 'Vehicle model is required',
  tireSize: 'Tire size is required',
  tooManyRequests: 'Too many requests. Please try again later.',
  /** 429: too many wrong codes for this address; verification waits (1, 5, then 15 minutes). */
  signInLocked: 'Too many wrong codes for this e-mail address. Please wait a few minutes and try again.',
} as const;

const M = AUTH_MESSAGES;
export const emailSchema = emailAddressSchema(M.invalidEmail);

export const userSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  apartment: z.string().nullable(),
  postalCode: z.string().nullable(),
  registrationNumber: z.string().nullable(),
  vehicleModel: z.string().nullable(),
  tireSize: z.string().nullable(),
  isAdmin: z.boolean(),
  profileComplete: z.boolean(),
  claims: z.object({ first_name: z.string().optional(), last_name: z.string().optional() }).optional(),
});
export type User = z.infer<typeof userSchema>;

export const getCurrentUser = defineCall({ method: 'GET', path: API_PATHS.getCurrentUser, response: userSchema });

/**
 * Which ways in the login page may offer: Google only when OpenID Connect is configured, and
 * marked when the provider is the local development stand-in. Answered by the BFF itself.
 */
export const signInOptionsSchema = z.object({ google: z.boolean(), developmentProvider: z.boolean() });
export type SignInOptions = z.infer<typeof signInOptionsSchema>;
export const getSignInOptions = defineCall({ method: 'GET', path: API_PATHS.getSignInOptions, response: signInOptionsSchema });

export const sendCodeBodySchema = z.object({ email: emailSchema });
export const sendCode = defineCall({ method: 'POST', path: API_PATHS.sendCode, body: sendCodeBodySchema, response: z.object({ message: z.string() }) });

export const verifyCodeBodySchema = z.object({
  email: emailSchema,
  code: z.string({ error: M.invalidCode }).regex(/^\d{6}$/, M.invalidCode),
});
export const verifyCode = defineCall({ method: 'POST', path: API_PATHS.verifyCode, body: verifyCodeBodySchema, response: userSchema });

export const profileBodySchema = z.object({
  firstName: boundedText({ label: 'First name', max: L.name }, M.firstName),
  lastName: boundedText({ label: 'Last name', max: L.name }, M.lastName),
  phone: phoneSchema(M.phone),
  address: boundedText({ label: 'Address', max: L.address }, M.address),
  apartment: optionalBoundedText({ label: 'Apartment', max: L.apartment }),
  postalCode: postalCodeSchema(M.postalCode),
  registrationNumber: boundedText({ label: 'Registration number', max: L.plate }, M.registrationNumber),
  vehicleModel: boundedText({ label: 'Vehicle model', max: L.vehicleModel }, M.vehicleModel),
  tireSize: boundedText({ label: 'Tire size', max: L.tireSize }, M.tireSize),
});
export type ProfileBody = z.input<typeof profileBodySchema>;

export const signupBodySchema = profileBodySchema.extend({ email: emailSchema });
export type SignupBody = z.input<typeof signupBodySchema>;

export const signup = defineCall({ method: 'POST', path: API_PATHS.signup, body: signupBodySchema, response: z.object({ message: z.string() }) });

export const completeProfile = defineCall({ method: 'POST', path: API_PATHS.completeProfile, body: profileBodySchema, response: userSchema });
