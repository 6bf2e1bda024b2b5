/**
 * Prints the downloadable guides to public/downloads/ (committed; the guide cards and the guide
 * e-mail link to them):
 *   - every quick-win guide page of the built site (dist/guides/<industry>-quick-wins.html)
 *     → public/downloads/<industry>-quick-wins.pdf
 *   - the website ROI guide (src/content/roi-guide.md, {{tokens}} filled from config.ts)
 *     → public/downloads/website-roi-guide.pdf
 *
 *   npm run guides:pdf                              (builds into dist/ first)
 *   node scripts/guides-pdf.mjs --dist /tmp/pdf-dist  (an existing build elsewhere)
 *
 * Needs Node 22 (it imports config.ts) and Debian's Chromium (CHROMIUM_PATH overrides
 * /usr/bin/chromium). Exits non-zero if any file could not be written.
 */
import { createServer } from 'node:http';
import { createReadStream } from 'node:fs';
import { mkdir, readFile, readdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { marked } from 'marked';
import { chromium } from 'playwright-core';
import { ROI_GUIDE, SITE } from '../src/lib/config.ts';
import { guideFileName } from '../src/lib/industry-registry.ts';
import { INDUSTRIES } from '../netlify/generated/industries.ts';
import { loadRoiGuide } from './lib/roi-guide.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const { values: args } = parseArgs({ options: { dist: { type: 'string', default: 'dist' } } });
const distDir = path.resolve(root, args.dist);
const shownDist = path.relative(root, distDir).startsWith('..') ? distDir : path.relative(root, distDir) || '.';
const outDir = path.join(root, 'public', 'downloads');

const BRAND = { ink: '#0b1b2b', inkSoft: '#3d4d5c', teal: '#0b6b5a', tealSoft: '#e6f2ef', amber: '#f2b544', line: '#d5dde3' };
const FONT = `"Helvetica Neue", Helvetica, Arial, "Liberation Sans", "Segoe UI", Roboto, system-ui, sans-serif`;

// ---------------------------------------------------------------------------------------------
// A minimal static server for the built site: /path → dist/path.html, dist/path/index.html or
// the file itself. Loopback only, random free port.

const CONTENT_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
  '.pdf': 'application/pdf',
};

async function isFile(file) {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

async function resolveStatic(urlPath) {
  let decoded;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  const base = path.join(distDir, path.normalize(decoded).replace(/^([/\\])+/, ''));
  if (base !== distDir && !base.startsWith(distDir + path.sep)) return null;
  const trimmed = base.replace(/[/\\]+$/, '');
  for (const candidate of [`${trimmed}.html`, path.join(base, 'index.html'), base]) {
    if (await isFile(candidate)) return candidate;
  }
  return null;
}

function startServer() {
  const server = createServer(async (req, res) => {
    const { pathname } = new URL(req.url ?? '/', 'http://localhost');
    const file = await resolveStatic(pathname);
    if (!file) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      return;
    }
    res.writeHead(200, { 'content-type': CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream' });
    if (req.method === 'HEAD') res.end();
    else createReadStream(file).pipe(res);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve(server));
  });
}

// ---------------------------------------------------------------------------------------------
// The ROI guide as a self-contained, print-styled page.

function escapeHtml(text) {
  return String(text).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);
}

function roiGuideHtml(markdown) {
  const tokens = marked.lexer(markdown);
  const titleIndex = tokens.findIndex((t) => t.type === 'heading' && t.depth === 1);
  if (titleIndex === -1) throw new Error('roi-guide.md has no "# " title');
  const title = tokens[titleIndex].text;
  tokens.splice(titleIndex, 1);
  // The last section (the closing call to action) becomes a highlighted box.
  const lastSection = tokens.findLastIndex((t) => t.type === 'heading' && t.depth === 2);
  const bodyHtml = marked.parser(lastSection > 0 ? tokens.slice(0, lastSection) : tokens);
  const closing = lastSection > 0 ? `<section class="cta">${marked.parser(tokens.slice(lastSection))}</section>` : '';

  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>${escapeHtml(title)} · ${escapeHtml(SITE.name)}</title>
<meta name="author" content="${escapeHtml(SITE.name)}">
<style>
  @page { size: Letter; }
  * { box-sizing: border-box; }
  html { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
  body { margin: 0; font-family: ${FONT}; font-size: 10pt; line-height: 1.45; color: ${BRAND.ink}; }
  .band { background: ${BRAND.ink}; color: #fff; border-radius: 6px; padding: 16px 22px 18px; border-bottom: 5px solid ${BRAND.amber}; }
  .band .studio { margin: 0; font-size: 9pt; font-weight: 700; letter-spacing: 0.12em; text-transform: uppercase; color: ${BRAND.amber}; }
  .band h1 { margin: 4px 0 0; font-size: 24pt; line-height: 1.15; letter-spacing: -0.01em; }
  .band .tagline { margin: 4px 0 0; font-size: 9.5pt; color: #c9d3dc; }
  main > p:first-child { font-size: 11pt; color: ${BRAND.inkSoft}; margin-top: 12px; }
  h2 { font-size: 14pt; color: ${BRAND.teal}; margin: 18px 0 6px; padding-bottom: 3px; border-bottom: 2px solid ${BRAND.amber}; break-after: avoid; }
  h3 { font-size: 11pt; margin: 12px 0 3px; break-after: avoid; }
  p { margin: 5px 0; }
  strong { color: ${BRAND.ink}; }
  a { color: ${BRAND.teal}; text-decoration: none; }
  ul, ol { margin: 5px 0; padding-left: 18px; }
  li { margin: 2px 0; break-inside: avoid; }
  li::marker { color: ${BRAND.teal}; }
  li:has(> input[type="checkbox"]) { list-style: none; position: relative; }
  input[type="checkbox"] { appearance: none; -webkit-appearance: none; position: absolute; left: -17px; top: 2px; width: 10px; height: 10px; margin: 0; border: 1.5px solid ${BRAND.teal}; border-radius: 2px; background: #fff; }
  table { width: 100%; border-collapse: collapse; margin: 8px 0 10px; font-size: 9pt; break-inside: avoid; }
  th { background: ${BRAND.teal}; color: #fff; text-align: left; font-weight: 700; padding: 5px 8px; white-space: nowrap; }
  td:first-child { white-space: nowrap; }
  th[align="right"], td[align="right"] { text-align: right; }
  td { padding: 4px 8px; border-bottom: 1px solid ${BRAND.line}; vertical-align: top; }
  tbody tr:nth-child(even) td { background: #f5f8f9; }
  tbody tr:last-child td { border-bottom: 2px solid ${BRAND.teal}; }
  blockquote { margin: 8px 0; padding: 8px 14px; background: #fdf5e2; border-left: 4px solid ${BRAND.amber}; border-radius: 0 4px 4px 0; }
  blockquote p { margin: 0; }
  h2 + p, h3 + p, h3 + ul, p + table, p + ul { break-before: avoid; }
  .cta { margin-top: 16px; padding: 10px 18px 12px; background: ${BRAND.tealSoft}; border-left: 5px solid ${BRAND.teal}; border-radius: 0 6px 6px 0; break-inside: avoid; }
  .cta h2 { margin-top: 0; border: 0; padding: 0; color: ${BRAND.ink}; }
</style>
</head>
<body>
<header class="band">
  <p class="studio">${escapeHtml(SITE.name)}</p>
  <h1>${escapeHtml(title)}</h1>
  <p class="tagline">${escapeHtml(SITE.tagline)}</p>
</header>
<main>
${bodyHtml}
${closing}
</main>
</body>
</html>`;
}

function roiFooterTemplate() {
  const site = new URL(SITE.url).host;
  return `<div style="width:100%; margin:0 16mm; font-family:${escapeHtml(FONT)}; font-size:7.5pt; color:#5b6b7a; display:flex; justify-content:space-between; border-top:0.5pt solid ${BRAND.line}; padding-top:4px;">
  <span>${escapeHtml(SITE.name)} · ${escapeHtml(ROI_GUIDE.title)} · ${escapeHtml(site)}</span>
  <span>Page <span class="pageNumber"></span> of <span class="totalPages"></span></span>
</div>`;
}

// ---------------------------------------------------------------------------------------------

/** Page count of a Chromium-written PDF (its page objects are not compressed). */
function pdfPageCount(pdf) {
  return (pdf.toString('latin1').match(/\/Type\s*\/Page(?![a-zA-Z])/g) ?? []).length;
}

function formatSize(bytes) {
  return bytes < 1024 * 1024 ? `${(bytes / 1024).toFixed(1)} KB` : `${(bytes / 1024 / 1024).toFixed(2)} MB`;
}

/** The PDF without its creation and modification dates, the only bytes that change between runs. */
function withoutDates(pdf) {
  return pdf.toString('latin1').replace(/\/(CreationDate|ModDate) \(D:[^)]*\)/g, '/$1 ()');
}

/** Writes the PDF unless the committed file differs only in its dates, so reruns leave git clean. */
async function writePdf(fileName, pdf) {
  const file = path.join(outDir, fileName);
  if (!pdf.subarray(0, 5).equals(Buffer.from('%PDF-'))) throw new Error(`${fileName}: Chromium did not return a PDF`);
  const previous = await readFile(file).catch(() => null);
  const unchanged = previous !== null && withoutDates(previous) === withoutDates(pdf);
  if (!unchanged) await writeFile(file, pdf);
  const shown = unchanged ? previous : pdf;
  console.log(
    `  ${path.relative(root, file)}  ${pdfPageCount(shown)} page(s), ${formatSize(shown.length)}${unchanged ? '  (unchanged)' : ''}`,
  );
}

async function guidePages() {
  let names;
  try {
    names = await readdir(path.join(distDir, 'guides'));
  } catch {
    throw new Error(`no built guides in ${path.join(distDir, 'guides')}: build the site first`);
  }
  return names
    .filter((name) => name.endsWith('-quick-wins.html'))
    .map((name) => name.slice(0, -'.html'.length))
    .sort();
}

async function main() {
  const failures = [];
  await mkdir(outDir, { recursive: true });

  // Fill the ROI guide's tokens first: an unknown token fails before Chromium starts.
  let roiMarkdown;
  try {
    roiMarkdown = await loadRoiGuide();
  } catch (error) {
    failures.push(`${ROI_GUIDE.fileName}: ${error.message}`);
  }

  let guides = [];
  try {
    guides = await guidePages();
  } catch (error) {
    failures.push(error.message);
  }

  const server = await startServer();
  const base = `http://127.0.0.1:${server.address().port}`;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-dev-shm-usage', '--disable-gpu'],
  });
  const written = new Set();
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    // Offline and deterministic: only the local server is reachable (no analytics, no embeds).
    await context.route((url) => url.origin !== base, (route) => route.abort());
    console.log(`Quick-win guides from ${shownDist}:`);
    for (const name of guides) {
      const page = await context.newPage();
      page.on('pageerror', (error) => console.warn(`  warning: ${name}: script error: ${error.message}`));
      try {
        const industry = name.replace(/-quick-wins$/, '');
        const response = await page.goto(`${base}/guides/${name}`, { waitUntil: 'networkidle' });
        if (!response?.ok()) throw new Error(`HTTP ${response?.status()}`);
        await page.emulateMedia({ media: 'print' });
        await page.evaluate(() => document.fonts.ready);
        const pdf = await page.pdf({ format: 'Letter', printBackground: true });
        await writePdf(guideFileName(industry), pdf);
        written.add(`/downloads/${guideFileName(industry)}`);
      } catch (error) {
        failures.push(`${name}.pdf: ${error.message}`);
      } finally {
        await page.close();
      }
    }

    if (roiMarkdown !== undefined) {
      console.log('Website ROI guide from src/content/roi-guide.md:');
      const page = await context.newPage();
      try {
        await page.setContent(roiGuideHtml(roiMarkdown), { waitUntil: 'load' });
        await page.emulateMedia({ media: 'print' });
        await page.evaluate(() => document.fonts.ready);
        const pdf = await page.pdf({
          format: 'Letter',
          printBackground: true,
          displayHeaderFooter: true,
          headerTemplate: '<span></span>',
          footerTemplate: roiFooterTemplate(),
          margin: { top: '14mm', right: '16mm', bottom: '16mm', left: '16mm' },
        });
        await writePdf(ROI_GUIDE.fileName, pdf);
        written.add(ROI_GUIDE.downloadUrl);
      } catch (error) {
        failures.push(`${ROI_GUIDE.fileName}: ${error.message}`);
      } finally {
        await page.close();
      }
    }
  } finally {
    await browser.close();
    server.close();
  }

  for (const url of [...INDUSTRIES.map((industry) => industry.guide.downloadUrl), ROI_GUIDE.downloadUrl]) {
    if (!written.has(url) && !failures.some((f) => f.startsWith(path.basename(url)))) {
      failures.push(`${path.basename(url)}: not written (no page for it in ${shownDist})`);
    }
  }
  if (failures.length) {
    console.error(`\nguides:pdf failed:\n${failures.map((f) => `  - ${f}`).join('\n')}`);
    process.exit(1);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
