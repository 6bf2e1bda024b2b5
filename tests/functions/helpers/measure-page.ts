/**
 * Measures pages in a process of its own, so a test can run the measurer under a memory limit
 * (node --max-old-space-size) and a time limit: node measure-page.ts <file.html>…
 * Prints one JSON line per file: the outcome ('measured', 'too-complex' or the error's name),
 * the CPU time it took and the peak resident memory of this process so far.
 */
import { readFileSync } from 'node:fs';
import { extractFacts, PageTooComplexError } from '../../../netlify/lib/ai-feedback/page-facts.ts';

for (const file of process.argv.slice(2)) {
  const html = readFileSync(file, 'utf8');
  const page = { requestedUrl: 'https://page.example/', finalUrl: 'https://page.example/', status: 200, redirects: [], contentType: 'text/html', headers: {}, html, transferBytes: html.length, htmlBytes: html.length, ttfbMs: 1, totalMs: 1 };
  const started = process.cpuUsage();
  let outcome: string;
  try {
    extractFacts(page);
    outcome = 'measured';
  } catch (error) {
    outcome = error instanceof PageTooComplexError ? 'too-complex' : (error as Error).name;
  }
  const cpu = process.cpuUsage(started);
  console.log(JSON.stringify({ file, outcome, cpuMs: Math.round((cpu.user + cpu.system) / 1000), maxRssMB: Math.round(process.resourceUsage().maxRSS / 1024) }));
}
