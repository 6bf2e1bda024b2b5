/**
 * An industry file opened for editing, and the file text written from its edited fields and body.
 *
 * Writing changes only what was edited: unchanged fields keep their text (frontmatter.ts), unchanged
 * blocks their bytes (body.ts). Before the text is handed to the store it is read back: its fields
 * must be exactly the edited fields, its body exactly the edited body, and every line that differs
 * from the file must belong to an edited field or block; otherwise nothing is written.
 */
import { parseBody, parseMdx, serializeBody, type BodyModel } from './body.ts';
import { assertOnlyTouchedLinesChanged, readFrontmatter, writeFrontmatter, type FieldPath } from './frontmatter.ts';
import { joinIndustryFile, splitContentFile, type IndustryFileParts } from './industry-file.ts';
import { deepEqual } from './values.ts';

export interface IndustryDocument {
  /** The file as read. */
  source: string;
  /** Its project path when it is not an industry file (a YAML file is all fields, no prose). */
  path?: string | undefined;
  parts: IndustryFileParts;
  /** Its frontmatter as plain data (the form's data). */
  data: unknown;
  body: BodyModel;
}

export function openIndustryFile(source: string, path?: string): IndustryDocument {
  const parts = path ? splitContentFile(path, source) : splitContentFile('file.mdx', source);
  return { source, path, parts, data: readFrontmatter(parts.frontmatter), body: parseBody(parts.body) };
}

export class UnsafeWriteError extends Error {}

export interface ComposedFile {
  source: string;
  /** The fields whose text changed. */
  touched: FieldPath[];
}

/** The file text for the edited `data` and `body`, verified by reading it back. */
export function composeIndustryFile(document: IndustryDocument, data: unknown, body: BodyModel): ComposedFile {
  const { parts } = document;
  const frontmatter = deepEqual(data, document.data)
    ? { text: parts.frontmatter, touched: [] as FieldPath[] }
    : writeFrontmatter(parts.frontmatter, data);
  const bodyText = serializeBody(body);
  const source = joinIndustryFile({ ...parts, frontmatter: frontmatter.text, body: bodyText });
  verifyComposed(document, source, data, bodyText, frontmatter.touched, body);
  return { source, touched: frontmatter.touched };
}

function verifyComposed(document: IndustryDocument, source: string, data: unknown, bodyText: string, touched: FieldPath[], body: BodyModel): void {
  let reread: IndustryFileParts;
  try {
    reread = splitContentFile(document.path ?? 'file.mdx', source);
  } catch {
    throw new UnsafeWriteError('The file would lose its --- lines.');
  }
  if (!deepEqual(readFrontmatter(reread.frontmatter), data)) {
    throw new UnsafeWriteError('The fields would not read back as edited.');
  }
  if (reread.body !== bodyText) throw new UnsafeWriteError('The prose would not read back as edited.');
  try {
    assertOnlyTouchedLinesChanged(document.parts.frontmatter, reread.frontmatter, touched);
  } catch (error) {
    throw new UnsafeWriteError(`Saving would change more than was edited: ${(error as Error).message}.`);
  }
  if (body.blocks.some((block) => block.kind !== 'locked') && !document.path?.endsWith('.md')) {
    try {
      parseMdx(bodyText);
    } catch (error) {
      throw new UnsafeWriteError(`The prose would not be valid MDX: ${(error as Error).message}`);
    }
  }
}

