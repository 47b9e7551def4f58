/**
 * The codes of failures that say only what kind of failure it was (a bad request, no session,
 * nothing there, a service away). Any part may answer them with words of its own (a registry
 * operator reads "No remote named x"); a page shows its own, more precise words for them. Free of
 * zod, so the platform can tell them apart on the first page load.
 */
export const GENERIC_ERRORS = {
  /** A 400: `errors` names the fields at fault, each with its own code when the contract has one. */
  validation: { status: 400, message: 'Invalid request' },
  unauthorized: { status: 401, message: 'Unauthorized' },
  forbidden: { status: 403, message: 'Forbidden' },
  notFound: { status: 404, message: 'Not found' },
  conflict: { status: 409, message: 'Conflict' },
  payloadTooLarge: { status: 413, message: 'Request body too large' },
  /** An address longer than any of the contract's (the BFF refuses it before any service sees it). */
  uriTooLong: { status: 414, message: 'Request address too long' },
  /** Headers (the address among them) past the HTTP parser's limit: answered by the server itself. */
  headersTooLarge: { status: 431, message: 'Request headers too large' },
  /** Said to a person: the words tell what to do, so pages show them. */
  rateLimited: { status: 429, message: 'Too many requests. Please try again later.' },
  internal: { status: 500, message: 'Internal server error' },
  /** A service (or the one behind it) could not be reached: 502 at the gateway, 503 in a service. */
  serviceUnavailable: { status: 503, message: 'Service unavailable' },
  serviceTimeout: { status: 504, message: 'Service timed out' },
} as const satisfies Record<string, { status: number; message: string }>;

export type GenericErrorCode = keyof typeof GENERIC_ERRORS;
const GENERIC_ERROR_CODES = Object.keys(GENERIC_ERRORS) as GenericErrorCode[];

/**
 * The generic codes whose words say too little for a person: a page shows its own instead ("the
 * booking could not be saved, try again"). rateLimited's words tell what to do, so they are shown.
 */
export const UNSPECIFIC_ERROR_CODES: ReadonlySet<string> = new Set<GenericErrorCode>(GENERIC_ERROR_CODES.filter((code) => code !== 'rateLimited'));

/** The generic code of a status, for failures that carry no code of their own (a body parser's 400 or 413, a crash). */
export function genericErrorCode(status: number): GenericErrorCode {
  const byStatus = GENERIC_ERROR_CODES.find((code) => GENERIC_ERRORS[code].status === status);
  if (byStatus) return byStatus;
  if (status === 502) return 'serviceUnavailable';
  return status >= 500 ? 'internal' : 'validation';
}
