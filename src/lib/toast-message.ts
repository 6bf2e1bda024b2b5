/** A toast's two lines, as the spec quotes them (title, then description). */
export interface ToastMessage {
  title: string;
  description: string;
}
