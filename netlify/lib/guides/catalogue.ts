/**
 * The guide catalogue: every guide the studio's e-mail may send, from the industry files (through
 * the generated module) and the site config (the ROI guide). A request names a guide by its
 * title, file name and link; the server sends only a guide of this list, and builds the e-mail
 * from its own copy, never from the request's text.
 */
import { ROI_GUIDE } from '../../../src/lib/config.ts';
import { INDUSTRIES } from '../../generated/industries.ts';

export interface CatalogueGuide {
  title: string;
  fileName: string;
  downloadUrl: string;
}

export const GUIDE_CATALOGUE: readonly CatalogueGuide[] = [
  ...INDUSTRIES.map(({ guide }) => ({ title: guide.title, fileName: guide.fileName, downloadUrl: guide.downloadUrl })),
  { title: ROI_GUIDE.title, fileName: ROI_GUIDE.fileName, downloadUrl: ROI_GUIDE.downloadUrl },
];

/** The catalogue's guide that a request names, when title, file name and link all match one. */
export function catalogueGuide(request: { title: string; fileName: string; downloadUrl: string }): CatalogueGuide | undefined {
  return GUIDE_CATALOGUE.find(
    (guide) => guide.title === request.title && guide.fileName === request.fileName && guide.downloadUrl === request.downloadUrl,
  );
}

/** Whether a lead's download metadata (both optional) names one of the catalogue's files. */
export function isCatalogueDownload(metadata: { fileName?: string | undefined; downloadUrl?: string | undefined }): boolean {
  if (metadata.fileName === undefined && metadata.downloadUrl === undefined) return true;
  return GUIDE_CATALOGUE.some(
    (guide) =>
      (metadata.downloadUrl === undefined || guide.downloadUrl === metadata.downloadUrl) &&
      (metadata.fileName === undefined || guide.fileName === metadata.fileName),
  );
}
