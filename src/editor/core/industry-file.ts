/**
 * An industry file as text: the YAML frontmatter between the two `---` lines, then the MDX body.
 * Splitting keeps every byte (the delimiters as written, line endings, trailing text), so that
 * joining the parts gives the file back exactly. The other content files the editor opens are
 * split the same way (a YAML file is all frontmatter).
 */
import { isYamlPath, textFileAt } from '../../lib/content-files.ts';

export interface IndustryFileParts {
  /** The opening `---` line, with its line break. */
  opening: string;
  /** The YAML between the delimiters, ending with its last line break ('' when empty). */
  frontmatter: string;
  /** The closing `---` line, with its line break if it has one. */
  closing: string;
  /** Everything after the closing line: the MDX body. */
  body: string;
}

export class IndustryFileFormatError extends Error {}

const FRONTMATTER = /^(---[ \t]*\r?\n)([\s\S]*?\r?\n)?(---[ \t]*(?:\r?\n|$))/;

export function splitIndustryFile(source: string): IndustryFileParts {
  const match = FRONTMATTER.exec(source);
  if (!match) {
    throw new IndustryFileFormatError('The file must start with its fields between two lines of three dashes (---), then the prose.');
  }
  return {
    opening: match[1]!,
    frontmatter: match[2] ?? '',
    closing: match[3]!,
    body: source.slice(match[0].length),
  };
}

export function joinIndustryFile(parts: IndustryFileParts): string {
  return parts.opening + parts.frontmatter + parts.closing + parts.body;
}

/** The file name of an industry file: its slug-like name and `.mdx`, nothing that could leave the folder. */
export const INDUSTRY_FILE_NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*\.mdx$/;
const MAX_FILE_NAME_LENGTH = 80;

export function isIndustryFileName(name: string): boolean {
  return name.length <= MAX_FILE_NAME_LENGTH && INDUSTRY_FILE_NAME.test(name);
}

/** The folder of the industry files, from the project root, as the loader and its messages name it. */
export const INDUSTRY_FOLDER = 'src/content/industries';

export function industryFilePath(name: string): string {
  return `${INDUSTRY_FOLDER}/${name}`;
}

/**
 * The case studies (src/content/portfolio/<name>.yaml, or .mdx with its story): a rename or retire
 * changes the industry file they name.
 */
export const PORTFOLIO_FOLDER = 'src/content/portfolio';
export const PORTFOLIO_FILE_NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*\.(?:yaml|mdx)$/;

export function isPortfolioFileName(name: string): boolean {
  return name.length <= MAX_FILE_NAME_LENGTH && PORTFOLIO_FILE_NAME.test(name);
}

export function portfolioFilePath(name: string): string {
  return `${PORTFOLIO_FOLDER}/${name}`;
}

/** The name of a file the editor may write, from its project path (`src/content/industries/a.mdx`), or null for any other path. */
export function contentFileOf(path: string): { kind: 'industry' | 'portfolio' | 'text'; name: string } | null {
  const slash = path.lastIndexOf('/');
  const folder = path.slice(0, slash);
  const name = path.slice(slash + 1);
  if (folder === INDUSTRY_FOLDER && isIndustryFileName(name)) return { kind: 'industry', name };
  if (folder === PORTFOLIO_FOLDER && isPortfolioFileName(name)) return { kind: 'portfolio', name };
  if (textFileAt(path)) return { kind: 'text', name: path };
  return null;
}

/**
 * The project path of a file the editor opens by name: an industry file by its name
 * (`lawyers.mdx`, as ever), every other file by its project path
 * (`src/content/faq.yaml`, `src/content/portfolio/whitfield-law.mdx`); null for any other name.
 */
export function pathOfName(name: string): string | null {
  if (isIndustryFileName(name)) return industryFilePath(name);
  const file = contentFileOf(name);
  return file && file.kind !== 'industry' ? name : null;
}

/** A content file as parts: a YAML file is all fields (no `---` lines, no prose); the others as an industry file. */
export function splitContentFile(path: string, source: string): IndustryFileParts {
  if (isYamlPath(path)) return { opening: '', frontmatter: source, closing: '', body: '' };
  return splitIndustryFile(source);
}
