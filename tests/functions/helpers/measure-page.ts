/**
 * Measures one page in a process of its own, so a test can run the measurer under a memory
 * limit (node --max-old-space-size) and a time limit: node measure-page.ts <file.html>.
 * Prints one JSON line: the outcome ('measured', 'too-complex' or the error's name), the CPU
 * time and the peak resident memory of this process.
 */
import { readFileSync } from 'node:fs';
import { extractFacts, PageTooComplexError } from '../../../netlify/lib/page-facts.ts';

const html = readFileSync(process.argv[2]!, 'utf8');
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
console.log(JSON.stringify({ outcome, cpuMs: Math.round((cpu.user + cpu.system) / 1000), maxRssMB: Math.round(process.resourceUsage().maxRSS / 1024) }));
