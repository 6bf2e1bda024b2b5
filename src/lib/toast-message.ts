/** A toast's two lines: title, then description. */
export interface ToastMessage {
  title: string;
  description: string;
}
