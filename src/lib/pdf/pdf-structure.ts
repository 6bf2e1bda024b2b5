/**
 * The tags of a guide PDF: what a screen reader reads, in reading order, and what it skips.
 *
 * While a guide is drawn, `element` opens a structure element (a heading, a paragraph, a list and
 * its items, a table, a link) under the current one; text drawn meanwhile is wrapped in marked
 * content (`/P <</MCID n>> BDC … EMC`) that belongs to it, and `artifact` wraps what is only
 * decoration (`/Artifact BMC … EMC`). When the document is saved, `write` turns the tree into the
 * PDF's objects: the StructTreeRoot with its ParentTree (from each page's marked content and each
 * link annotation back to its element), /MarkInfo, /StructParents and tab order by structure on
 * every page, and the XMP metadata that names the title and claims PDF/UA-1.
 *
 * pdf-lib has no tagging API; it gives the document's objects and each page's content stream,
 * which is all this needs.
 */
import {
  PDFDict,
  PDFName,
  PDFNumber,
  PDFOperator,
  PDFOperatorNames,
  type PDFDocument,
  type PDFObject,
  type PDFPage,
  type PDFRef,
} from 'pdf-lib';

/** The standard structure types the guides use (PDF 1.7, 14.8.4), so no role map is needed. */
export type StructureType =
  | 'Document'
  | 'H1'
  | 'H2'
  | 'H3'
  | 'P'
  | 'L'
  | 'LI'
  | 'Lbl'
  | 'LBody'
  | 'Link'
  | 'Table'
  | 'TR'
  | 'TH'
  | 'TD'
  | 'BlockQuote';

/** Attributes a screen reader uses: how a list is numbered, which cells a header cell heads. */
export type StructureAttributes =
  | { O: 'List'; ListNumbering: 'Decimal' | 'Disc' | 'None' }
  | { O: 'Table'; Scope: 'Column' | 'Row' };

/** What an artifact is, for a reader that shows artifacts apart (a page footer is pagination). */
export type ArtifactKind = 'Layout' | 'Pagination';

interface MarkedContent {
  page: PDFPage;
  mcid: number;
}

interface AnnotationKid {
  page: PDFPage;
  annotation: PDFRef;
}

export interface StructureElement {
  readonly type: StructureType;
  readonly parent: StructureElement | undefined;
  readonly kids: Array<StructureElement | MarkedContent | AnnotationKid>;
  readonly attributes: StructureAttributes | undefined;
}

/** What the XMP metadata says of the document. */
interface DocumentMetadata {
  title: string;
  author: string;
  subject: string;
  keywords: readonly string[];
  language: string;
}

const isElement = (kid: StructureElement['kids'][number]): kid is StructureElement => 'type' in kid;

export class StructureTree {
  readonly root: StructureElement = { type: 'Document', parent: undefined, kids: [], attributes: undefined };
  /** The element that text drawn now belongs to. */
  private current: StructureElement = this.root;
  /** By page, the element of each marked-content id (the page's entry of the ParentTree). */
  private readonly marked = new Map<PDFPage, StructureElement[]>();
  private readonly annotations: { ref: PDFRef; element: StructureElement }[] = [];
  /** The marked-content sequence open in a page's content stream, and the element it belongs to. */
  private open: { page: PDFPage; element: StructureElement } | undefined;
  private artifactDepth = 0;

  get inArtifact(): boolean {
    return this.artifactDepth > 0;
  }

  /** Runs `draw` inside a new element, a child of the current one. Nothing is tagged inside an artifact. */
  element<T>(type: StructureType, draw: () => T, attributes?: StructureAttributes): T {
    if (this.inArtifact) return draw();
    this.close();
    const element: StructureElement = { type, parent: this.current, kids: [], attributes };
    this.current.kids.push(element);
    const parent = this.current;
    this.current = element;
    try {
      return draw();
    } finally {
      this.close();
      this.current = parent;
    }
  }

  /** Runs `draw` (text) as marked content of the current element; consecutive runs share one sequence. */
  text(page: PDFPage, draw: () => void): void {
    if (this.inArtifact) return draw();
    if (this.current === this.root) throw new Error('Text drawn outside a structure element would be untagged: draw it inside writer.element(…)');
    if (this.open?.page !== page || this.open.element !== this.current) {
      this.close();
      const elements = this.marked.get(page) ?? [];
      this.marked.set(page, elements);
      const mcid = elements.length;
      elements.push(this.current);
      this.current.kids.push({ page, mcid });
      page.pushOperators(PDFOperator.of(PDFOperatorNames.BeginMarkedContentSequence, [PDFName.of(this.current.type), `<</MCID ${mcid}>>`]));
      this.open = { page, element: this.current };
    }
    draw();
  }

  /** Runs `draw` as an artifact: decoration a screen reader skips. */
  artifact<T>(page: PDFPage, draw: () => T, kind: ArtifactKind = 'Layout'): T {
    if (this.inArtifact) return draw();
    this.close();
    page.pushOperators(PDFOperator.of(PDFOperatorNames.BeginMarkedContentSequence, [PDFName.of('Artifact'), `<</Type /${kind}>>`]));
    this.artifactDepth += 1;
    try {
      return draw();
    } finally {
      this.artifactDepth -= 1;
      page.pushOperators(PDFOperator.of(PDFOperatorNames.EndMarkedContent));
    }
  }

  /** A link annotation of `page`, as a kid of the current element (a Link). */
  annotation(page: PDFPage, ref: PDFRef): void {
    if (this.inArtifact) return;
    if (this.current.type !== 'Link') throw new Error('A link annotation belongs to a Link element');
    this.current.kids.push({ page, annotation: ref });
    this.annotations.push({ ref, element: this.current });
  }

  /** Ends the open marked-content sequence, if any. */
  close(): void {
    if (!this.open) return;
    this.open.page.pushOperators(PDFOperator.of(PDFOperatorNames.EndMarkedContent));
    this.open = undefined;
  }

  /** Writes the tree, the tagging entries of the catalog and the pages, and the XMP metadata. */
  write(doc: PDFDocument, pages: readonly PDFPage[], metadata: DocumentMetadata): void {
    this.close();
    const context = doc.context;
    // An element with no content (an empty paragraph) would only be noise to a screen reader.
    const prune = (element: StructureElement): boolean => {
      element.kids.splice(0, element.kids.length, ...element.kids.filter((kid) => !isElement(kid) || prune(kid)));
      return element.kids.length > 0;
    };
    prune(this.root);

    const refs = new Map<StructureElement, PDFRef>();
    const assignRefs = (element: StructureElement) => {
      refs.set(element, context.nextRef());
      for (const kid of element.kids) if (isElement(kid)) assignRefs(kid);
    };
    assignRefs(this.root);
    const rootRef = context.nextRef();

    const write = (element: StructureElement) => {
      const firstPage = element.kids.find((kid): kid is MarkedContent => 'mcid' in kid)?.page;
      const kids: PDFObject[] = element.kids.map((kid) => {
        if (isElement(kid)) return refs.get(kid)!;
        if ('mcid' in kid) {
          return kid.page === firstPage ? PDFNumber.of(kid.mcid) : context.obj({ Type: 'MCR', Pg: kid.page.ref, MCID: kid.mcid });
        }
        return context.obj({ Type: 'OBJR', Obj: kid.annotation, Pg: kid.page.ref });
      });
      const dict = context.obj({
        Type: 'StructElem',
        S: element.type,
        P: element.parent ? refs.get(element.parent)! : rootRef,
        K: kids,
      });
      if (firstPage) dict.set(PDFName.of('Pg'), firstPage.ref);
      if (element.attributes) dict.set(PDFName.of('A'), context.obj(element.attributes));
      context.assign(refs.get(element)!, dict);
      for (const kid of element.kids) if (isElement(kid)) write(kid);
    };
    write(this.root);

    // The ParentTree: each page's marked content, then each link annotation, back to its element.
    const nums: PDFObject[] = [];
    pages.forEach((page, key) => {
      page.node.set(PDFName.of('StructParents'), PDFNumber.of(key));
      // Tab order (links) follows the structure tree.
      page.node.set(PDFName.of('Tabs'), PDFName.of('S'));
      nums.push(PDFNumber.of(key), context.obj((this.marked.get(page) ?? []).map((element) => refs.get(element)!)));
    });
    this.annotations.forEach(({ ref, element }, i) => {
      const key = pages.length + i;
      context.lookup(ref, PDFDict).set(PDFName.of('StructParent'), PDFNumber.of(key));
      nums.push(PDFNumber.of(key), refs.get(element)!);
    });
    context.assign(
      rootRef,
      context.obj({
        Type: 'StructTreeRoot',
        K: refs.get(this.root)!,
        ParentTree: context.obj({ Nums: nums }),
        ParentTreeNextKey: pages.length + this.annotations.length,
      }),
    );

    const catalog = doc.catalog;
    catalog.set(PDFName.of('StructTreeRoot'), rootRef);
    catalog.set(PDFName.of('MarkInfo'), context.obj({ Marked: true }));
    const xmp = new TextEncoder().encode(xmpMetadata(metadata));
    catalog.set(PDFName.of('Metadata'), context.register(context.stream(xmp, { Type: 'Metadata', Subtype: 'XML', Length: xmp.length })));
  }
}

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The XMP packet: title, author, description, language and keywords as in the document
 * information dictionary, and the PDF/UA-1 identification (pdfuaid:part).
 */
function xmpMetadata(metadata: DocumentMetadata): string {
  const alt = (text: string) => `<rdf:Alt><rdf:li xml:lang="x-default">${escapeXml(text)}</rdf:li></rdf:Alt>`;
  return [
    '<?xpacket begin="\uFEFF" id="W5M0MpCehiHzreSzNTczkc9d"?>',
    '<x:xmpmeta xmlns:x="adobe:ns:meta/">',
    '<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">',
    '<rdf:Description rdf:about=""',
    ' xmlns:dc="http://purl.org/dc/elements/1.1/"',
    ' xmlns:pdf="http://ns.adobe.com/pdf/1.3/"',
    ' xmlns:xmp="http://ns.adobe.com/xap/1.0/"',
    ' xmlns:pdfuaid="http://www.aiim.org/pdfua/ns/id/">',
    '<dc:format>application/pdf</dc:format>',
    `<dc:title>${alt(metadata.title)}</dc:title>`,
    `<dc:creator><rdf:Seq><rdf:li>${escapeXml(metadata.author)}</rdf:li></rdf:Seq></dc:creator>`,
    `<dc:description>${alt(metadata.subject)}</dc:description>`,
    `<dc:language><rdf:Bag><rdf:li>${escapeXml(metadata.language)}</rdf:li></rdf:Bag></dc:language>`,
    `<pdf:Keywords>${escapeXml(metadata.keywords.join(' '))}</pdf:Keywords>`,
    `<xmp:CreatorTool>${escapeXml(metadata.author)}</xmp:CreatorTool>`,
    '<pdfuaid:part>1</pdfuaid:part>',
    '</rdf:Description>',
    '</rdf:RDF>',
    '</x:xmpmeta>',
    '<?xpacket end="w"?>',
  ].join('\n');
}
