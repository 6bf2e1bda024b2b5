/** Checking rendered HTML against an allowlist by parsing it, never by matching strings. */
import { parseFragment } from 'parse5';

interface Node5 {
  nodeName: string;
  tagName?: string;
  attrs?: Array<{ name: string; value: string }>;
  childNodes?: Node5[];
}

/**
 * Every element, attribute and comment of `html` (parsed by parse5, as a browser would) outside
 * `allowed` (element → its attributes), and every href to another scheme than https/http/mailto.
 */
export function outsideAllowlist(html: string, allowed: Record<string, readonly string[]>): string[] {
  const found: string[] = [];
  const stack: Node5[] = [parseFragment(html) as unknown as Node5];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (node.nodeName === '#comment') found.push('a comment');
    if (node.tagName) {
      const attrs = allowed[node.tagName];
      if (!attrs) found.push(`element <${node.tagName}>`);
      for (const { name, value } of node.attrs ?? []) {
        if (!attrs?.includes(name)) found.push(`attribute ${name} on <${node.tagName}>`);
        if (name === 'href') {
          let scheme = 'unparseable';
          try {
            scheme = new URL(value).protocol;
          } catch {
            /* a relative or broken address */
          }
          if (!['https:', 'http:', 'mailto:'].includes(scheme)) found.push(`link to ${value}`);
        }
      }
    }
    stack.push(...(node.childNodes ?? []));
  }
  return found;
}
