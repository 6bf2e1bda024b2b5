/**
 * Proof statistics on industry pages highlight the figures that prove something:
 * percentages (38%, +62%), multipliers (3x, 2.5×, ×4) and seconds (0.8s, 1.2 seconds, 3 sec).
 */
export interface ProofSegment {
  text: string;
  highlight: boolean;
}

const FIGURE =
  /[+\-−]?\d+(?:[.,]\d+)?\s?%|[+\-−]?\d+(?:\.\d+)?\s?[x×](?![a-z])|[x×]\d+(?:\.\d+)?(?![a-z\d])|\d+(?:\.\d+)?\s?(?:s|sec|secs|seconds?)(?![a-z])/gi;

/** Splits a statistic into plain and highlighted segments, in order; joined they give the input. */
export function splitProofStat(text: string): ProofSegment[] {
  const segments: ProofSegment[] = [];
  let last = 0;
  for (const match of text.matchAll(FIGURE)) {
    const start = match.index ?? 0;
    if (start > last) segments.push({ text: text.slice(last, start), highlight: false });
    segments.push({ text: match[0], highlight: true });
    last = start + match[0].length;
  }
  if (last < text.length) segments.push({ text: text.slice(last), highlight: false });
  return segments;
}

/** The highlighted figures of a statistic, e.g. ['38%', '2x']. */
export function proofFigures(text: string): string[] {
  return splitProofStat(text)
    .filter((s) => s.highlight)
    .map((s) => s.text);
}

/**
 * The statistic's headline figure for its card, written short so every card's number fits one
 * line: the first figure, seconds as "0.9s" however the sentence spells them. Undefined when the
 * statistic has no figure.
 */
export function headlineFigure(text: string): string | undefined {
  const [first] = proofFigures(text);
  if (first === undefined) return undefined;
  const seconds = /^(\d+(?:\.\d+)?)\s?(?:s|sec|secs|seconds?)$/i.exec(first);
  return seconds ? `${seconds[1]}s` : first.replace(/\s/g, '');
}
