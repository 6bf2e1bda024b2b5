/**
 * What every refusal of the site's API says, on both sides of the wire: `{ error, code, … }`,
 * where `error` is the sentence a person reads and `code` the stable word a page's script
 * matches (never the sentence, which may be reworded). A status alone gives its usual code; a
 * refusal that a form treats in its own way has a code of its own.
 */
export const API_ERROR_CODES = [
  'invalid_request',
  'forbidden',
  'not_found',
  'method_not_allowed',
  'conflict',
  'payload_too_large',
  'unsupported_media_type',
  'unprocessable',
  'rate_limited',
  'failed_reviews_limited',
  'proof_of_work',
  'sign_in',
  'busy',
  'server_error',
  'unavailable',
] as const;
export type ApiErrorCode = (typeof API_ERROR_CODES)[number];

/** The code a status gives when the refusal names none of its own. */
export function codeOfStatus(status: number): ApiErrorCode {
  switch (status) {
    case 401:
      return 'sign_in';
    case 403:
      return 'forbidden';
    case 404:
      return 'not_found';
    case 405:
      return 'method_not_allowed';
    case 409:
      return 'conflict';
    case 413:
      return 'payload_too_large';
    case 415:
      return 'unsupported_media_type';
    case 422:
      return 'unprocessable';
    case 429:
      return 'rate_limited';
    case 503:
      return 'unavailable';
    default:
      return status >= 500 ? 'server_error' : 'invalid_request';
  }
}

/** The body of every refusal. */
export interface ApiErrorBody {
  error: string;
  code: ApiErrorCode;
}
