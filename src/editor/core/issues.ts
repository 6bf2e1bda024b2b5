/** A problem at a field of the file being edited, as the form shows it (the shape the stores answer refusals with). */
export type FieldPath = (string | number)[];

export interface FieldIssue {
  path: FieldPath;
  message: string;
}
