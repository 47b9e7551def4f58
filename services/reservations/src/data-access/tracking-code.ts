import { randomInt } from 'node:crypto';
import { TRACKING_CODE_ALPHABET, TRACKING_CODE_LENGTH, TRACKING_CODE_PREFIX } from '@tire/contracts';

/**
 * A code like TIRE-7K3QZP, drawn with a cryptographic generator so codes cannot be guessed from
 * one another (the code alone shows a booking's status). Collisions are caught by the unique
 * index and redrawn by the caller.
 */
export function newTrackingCode(): string {
  let code = '';
  for (let i = 0; i < TRACKING_CODE_LENGTH; i++) code += TRACKING_CODE_ALPHABET[randomInt(TRACKING_CODE_ALPHABET.length)];
  return `${TRACKING_CODE_PREFIX}-${code}`;
}
