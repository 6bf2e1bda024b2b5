/** The site's functions (netlify/functions, served under /api). */
export const API_PATHS = {
  contact: '/api/contact',
  captureLead: '/api/capture-lead',
  sendGuide: '/api/send-guide',
  aiFeedback: '/api/ai-feedback',
  createPayment: '/api/create-payment',
} as const;
