/**
 * The longest value each field a visitor types may have: the schemas refuse more, and the forms
 * stop the typing there (maxLength), so a long message is never refused after it is written.
 * Kept apart from schemas/api.ts so the islands read it without loading the schema library.
 */
export const FIELD_MAX = {
  email: 254,
  name: 120,
  company: 200,
  website: 500,
  message: 5000,
  websiteUrl: 2048,
  focusArea: 500,
} as const;
