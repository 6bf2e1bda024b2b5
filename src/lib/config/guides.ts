/**
 * The website ROI guide offered on /resources and the home page. Part of the site config: import
 * from `~/lib/config`. The industries' quick-win guides are written in their industry files
 * (src/content/industries); their paths and file names come from ~/lib/industry-registry.
 */
export const ROI_GUIDE = {
  title: 'The Website ROI Guide',
  fileName: 'website-roi-guide.pdf',
  downloadUrl: '/downloads/website-roi-guide.pdf',
} as const;
