#!/usr/bin/env node
/**
 * Generates the site's illustrations: every image is drawn here as SVG and rasterised with sharp
 * into a small palette PNG (or written as SVG for the favicon). Re-run after editing:
 *
 *   npx astro sync && node scripts/generate-images.mjs    (sync writes the industry list and the studio's facts it reads)
 *
 * Outputs:
 *   src/assets/before-after/<industry>-{before,after}.png   1200×750  website before/after a redesign,
 *       for each industry file (netlify/generated/industries.ts, written by `astro sync`) that
 *       has a mock site drawn below in MOCK_SITES; an industry without one is listed, not drawn
 *   src/assets/portfolio/<slug>.png                          1200×800  laptop + phone mockups, for each
 *       portfolio entry (src/content/portfolio, its client's name from there) drawn below in PORTFOLIO
 *   src/assets/case-studies/<slug>-{before,after}.png        1200×750  a case study's old and new site,
 *       for each portfolio entry whose story has a before/after pair and an old site in PORTFOLIO_BEFORE
 *   src/assets/team/<name>.png                               600×600   illustrated portraits
 *   src/assets/hero/home.png                                 1600×1000 home page hero
 *   src/assets/hero/<industry>.png                           1600×1000 an industry page's hero: its
 *       mock site (MOCK_SITES, the "after" of its before/after pair) on a laptop and a phone
 *   public/favicon.svg, public/apple-touch-icon.png          the studio's mark (LOGO_MARK in src/lib/palette.ts)
 *
 * Text uses generic font families (sans-serif / serif): no web fonts are available to sharp.
 * The studio's colours come from src/lib/palette.ts, its name and address from the studio file
 * (src/content/studio.yaml, through netlify/generated/studio.ts); the colours of the mock client sites, the devices and the portraits' skin,
 * hair and clothes are the pictures' own.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { parse as parseYaml } from 'yaml';
import { INDUSTRIES as INDUSTRY_FILES } from '../netlify/generated/industries.ts';
import { STUDIO } from '../netlify/generated/studio.ts';
import { BRAND_COLOURS, DRAWING_SHADES, logoMarkSvg } from '../src/lib/palette.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/* The studio's colours and the shades of them that only pictures use (src/lib/palette.ts). */
const C = { ...BRAND_COLOURS, ...DRAWING_SHADES };
/* The studio's address as the pictures print it (a browser's address bar). */
const STUDIO_HOST = new URL(STUDIO.url).host;
const SANS = 'sans-serif';
const SERIF = 'serif';

/* ------------------------------------------------------------------------------------------ */
/* SVG helpers                                                                                 */
/* ------------------------------------------------------------------------------------------ */

let idCounter = 0;
const uid = (prefix) => `${prefix}${++idCounter}`;

const esc = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Mixes two #rrggbb colours; t = 0 gives a, t = 1 gives b. */
function mix(a, b, t) {
  const pa = [1, 3, 5].map((i) => parseInt(a.slice(i, i + 2), 16));
  const pb = [1, 3, 5].map((i) => parseInt(b.slice(i, i + 2), 16));
  return `#${pa.map((v, i) => Math.round(v + (pb[i] - v) * t).toString(16).padStart(2, '0')).join('')}`;
}

function doc(w, h, body) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>`;
}

function rect(x, y, w, h, fill, { r = 0, stroke, sw = 1, opacity, extra = '' } = {}) {
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}" fill="${fill}"${
    stroke ? ` stroke="${stroke}" stroke-width="${sw}"` : ''
  }${opacity != null ? ` opacity="${opacity}"` : ''} ${extra}/>`;
}

function circle(cx, cy, r, fill, { stroke, sw = 1, opacity } = {}) {
  return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"${stroke ? ` stroke="${stroke}" stroke-width="${sw}"` : ''}${
    opacity != null ? ` opacity="${opacity}"` : ''
  }/>`;
}

function text(x, y, str, { size = 16, weight = 400, fill = C.ink, anchor = 'start', family = SANS, style, opacity, ls, deco } = {}) {
  return `<text x="${x}" y="${y}" font-family="${family}" font-size="${size}" font-weight="${weight}" fill="${fill}" text-anchor="${anchor}"${
    style ? ` font-style="${style}"` : ''
  }${opacity != null ? ` opacity="${opacity}"` : ''}${ls != null ? ` letter-spacing="${ls}"` : ''}${
    deco ? ` text-decoration="${deco}"` : ''
  }>${esc(str)}</text>`;
}

/** Placeholder text: rounded bars of the given widths. */
function lines(x, y, widths, { h = 8, gap = 8, fill = C.line, r = h / 2 } = {}) {
  return widths.map((w, i) => rect(x, y + i * (h + gap), w, h, fill, { r })).join('');
}

/** Paragraph of placeholder lines that fills a column with ragged right edges. */
function paragraph(x, y, width, count, opts = {}) {
  const widths = Array.from({ length: count }, (_, i) =>
    i === count - 1 ? Math.round(width * 0.55) : Math.round(width * (0.86 + 0.14 * Math.abs(Math.sin(i * 2.7 + x)))),
  );
  return lines(x, y, widths, opts);
}

function linearGradient(id, stops, { x1 = 0, y1 = 0, x2 = 1, y2 = 1 } = {}) {
  return `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stops
    .map(([o, c, op]) => `<stop offset="${o}" stop-color="${c}"${op != null ? ` stop-opacity="${op}"` : ''}/>`)
    .join('')}</linearGradient>`;
}

function shadowFilter(id, { dy = 14, blur = 18, opacity = 0.18, color = C.ink } = {}) {
  return `<filter id="${id}" x="-30%" y="-30%" width="160%" height="170%"><feDropShadow dx="0" dy="${dy}" stdDeviation="${blur}" flood-color="${color}" flood-opacity="${opacity}"/></filter>`;
}

/** Five-point star path centred on (cx, cy). */
function star5(cx, cy, r, fill) {
  const pts = [];
  for (let i = 0; i < 10; i++) {
    const rad = i % 2 === 0 ? r : r * 0.45;
    const a = (Math.PI / 5) * i - Math.PI / 2;
    pts.push(`${(cx + rad * Math.cos(a)).toFixed(1)},${(cy + rad * Math.sin(a)).toFixed(1)}`);
  }
  return `<polygon points="${pts.join(' ')}" fill="${fill}"/>`;
}

/** The four-point "northern light" sparkle. */
function sparkle(cx, cy, r, fill, pinch = 0.18) {
  const k = r * pinch;
  return `<path d="M${cx} ${cy - r} Q${cx + k} ${cy - k} ${cx + r} ${cy} Q${cx + k} ${cy + k} ${cx} ${cy + r} Q${cx - k} ${cy + k} ${cx - r} ${cy} Q${cx - k} ${cy - k} ${cx} ${cy - r}Z" fill="${fill}"/>`;
}

function check(x, y, s, stroke, sw = 3) {
  return `<path d="M${x} ${y + s * 0.5} L${x + s * 0.38} ${y + s * 0.85} L${x + s} ${y + s * 0.1}" fill="none" stroke="${stroke}" stroke-width="${sw}" stroke-linecap="round" stroke-linejoin="round"/>`;
}

function arrowRight(x, y, s, stroke, sw = 2.5) {
  return `<path d="M${x} ${y} H${x + s} M${x + s * 0.6} ${y - s * 0.4} L${x + s} ${y} L${x + s * 0.6} ${y + s * 0.4}" fill="none" stroke="${stroke}" stroke-width="${sw}" stroke-linecap="round" stroke-linejoin="round"/>`;
}

/** Places SVG content drawn in a (w × h) box into the rectangle (x, y, W, H), clipped. */
function nest(x, y, W, H, w, h, body, par = 'xMidYMin slice') {
  return `<svg x="${x}" y="${y}" width="${W}" height="${H}" viewBox="0 0 ${w} ${h}" preserveAspectRatio="${par}">${body}</svg>`;
}

const g = (transform, body) => `<g transform="${transform}">${body}</g>`;

/* ------------------------------------------------------------------------------------------ */
/* Motifs: industry illustrations drawn in a 400 × 320 box                                    */
/* colours: a = primary, b = accent, c = soft, d = dark                                       */
/* ------------------------------------------------------------------------------------------ */

const MOTIFS = {
  scales({ a, b, c, d }) {
    const pan = (cx, fill) =>
      `<path d="M${cx - 62} 196 L${cx} 96 L${cx + 62} 196" stroke="${d}" stroke-width="3" fill="none" stroke-linejoin="round"/>` +
      `<path d="M${cx - 70} 196 A70 40 0 0 0 ${cx + 70} 196 Z" fill="${fill}"/>` +
      rect(cx - 70, 193, 140, 7, d, { r: 3.5 });
    return (
      circle(200, 170, 150, c) +
      rect(120, 284, 160, 18, d, { r: 9 }) +
      rect(155, 268, 90, 20, d, { r: 8 }) +
      rect(192, 58, 16, 214, d, { r: 6 }) +
      rect(66, 84, 268, 12, d, { r: 6 }) +
      circle(200, 52, 16, b) +
      circle(200, 90, 9, b) +
      pan(96, a) +
      pan(304, b)
    );
  },
  charts({ a, b, c, d }) {
    const bars = [70, 110, 95, 150, 185].map((h, i) => rect(70 + i * 52, 250 - h, 34, h, i === 4 ? b : a, { r: 6 })).join('');
    const pts = [
      [87, 160],
      [139, 130],
      [191, 142],
      [243, 96],
      [295, 60],
    ];
    return (
      rect(30, 30, 310, 260, C.white, { r: 22, stroke: c, sw: 3 }) +
      rect(56, 54, 120, 10, c, { r: 5 }) +
      rect(56, 72, 70, 8, c, { r: 4 }) +
      rect(56, 250, 262, 3, c) +
      bars +
      `<polyline points="${pts.map((p) => p.join(',')).join(' ')}" fill="none" stroke="${d}" stroke-width="4" stroke-linejoin="round" stroke-linecap="round"/>` +
      pts.map(([x, y]) => circle(x, y, 7, C.white, { stroke: d, sw: 4 })).join('') +
      circle(330, 70, 52, C.white, { stroke: c, sw: 3 }) +
      `<circle cx="330" cy="70" r="34" fill="none" stroke="${c}" stroke-width="16"/>` +
      `<circle cx="330" cy="70" r="34" fill="none" stroke="${b}" stroke-width="16" stroke-dasharray="150 214" transform="rotate(-90 330 70)"/>` +
      `<circle cx="330" cy="70" r="34" fill="none" stroke="${a}" stroke-width="16" stroke-dasharray="46 214" stroke-dashoffset="-150" transform="rotate(-90 330 70)"/>`
    );
  },
  growth({ a, b, c, d }) {
    const nodes = [
      [70, 250, 16],
      [150, 200, 20],
      [120, 110, 14],
      [240, 150, 24],
      [300, 70, 18],
      [330, 230, 14],
    ];
    const edges = [
      [0, 1],
      [1, 2],
      [1, 3],
      [3, 4],
      [3, 5],
      [2, 4],
    ];
    return (
      circle(200, 160, 150, c) +
      `<circle cx="300" cy="70" r="54" fill="none" stroke="${a}" stroke-width="3" opacity="0.35"/>` +
      `<circle cx="300" cy="70" r="36" fill="none" stroke="${a}" stroke-width="3" opacity="0.5"/>` +
      edges
        .map(([i, j]) => `<line x1="${nodes[i][0]}" y1="${nodes[i][1]}" x2="${nodes[j][0]}" y2="${nodes[j][1]}" stroke="${d}" stroke-width="3" opacity="0.5"/>`)
        .join('') +
      `<path d="M40 290 C120 280 170 230 220 190 S300 110 350 60" fill="none" stroke="${b}" stroke-width="10" stroke-linecap="round"/>` +
      `<path d="M322 48 L362 48 L356 88" fill="none" stroke="${b}" stroke-width="10" stroke-linecap="round" stroke-linejoin="round"/>` +
      nodes.map(([x, y, r], i) => circle(x, y, r, i === 4 ? b : i % 2 ? a : d)).join('') +
      nodes.map(([x, y, r]) => circle(x, y, r * 0.4, C.white)).join('')
    );
  },
  therapy({ a, b, c, d }) {
    return (
      circle(200, 160, 150, c) +
      `<path d="M60 70 h170 a22 22 0 0 1 22 22 v60 a22 22 0 0 1 -22 22 h-110 l-34 28 v-28 h-26 a22 22 0 0 1 -22 -22 v-60 a22 22 0 0 1 22 -22z" fill="${a}"/>` +
      lines(84, 100, [140, 110, 80], { h: 10, gap: 12, fill: C.white }) +
      `<path d="M180 170 h150 a20 20 0 0 1 20 20 v54 a20 20 0 0 1 -20 20 h-20 v26 l-30 -26 h-100 a20 20 0 0 1 -20 -20 v-54 a20 20 0 0 1 20 -20z" fill="${C.white}" stroke="${b}" stroke-width="3"/>` +
      lines(204, 196, [120, 90], { h: 10, gap: 12, fill: b }) +
      `<path d="M330 40 C390 40 390 120 330 140 C300 100 300 60 330 40Z" fill="${d}"/>` +
      `<path d="M330 140 L342 60" stroke="${c}" stroke-width="3" fill="none"/>` +
      `<path d="M40 250 C60 230 80 230 96 250 C112 270 132 270 150 250" fill="none" stroke="${d}" stroke-width="4" stroke-linecap="round" opacity="0.5"/>`
    );
  },
  storefront({ a, b, c, d }) {
    const stripes = Array.from({ length: 7 }, (_, i) => rect(70 + i * 37.14, 110, 37.14, 44, i % 2 ? C.white : a)).join('');
    const scallops = Array.from({ length: 7 }, (_, i) => circle(88.6 + i * 37.14, 154, 18.57, i % 2 ? C.white : a)).join('');
    return (
      circle(200, 170, 150, c) +
      rect(60, 60, 280, 58, d, { r: 10 }) +
      text(200, 99, 'OPEN', { size: 24, weight: 700, fill: C.white, anchor: 'middle', ls: 4 }) +
      rect(80, 150, 240, 150, C.white) +
      stripes +
      scallops +
      rect(100, 190, 110, 80, c, { r: 6, stroke: d, sw: 3 }) +
      `<path d="M110 260 l30 -40 l20 24 l14 -14 l26 30z" fill="${a}" opacity="0.7"/>` +
      rect(236, 190, 64, 110, d, { r: 6 }) +
      circle(288, 248, 4, b) +
      rect(50, 296, 300, 10, d, { r: 5 }) +
      `<path d="M330 20 a40 40 0 0 1 40 40 c0 30 -40 70 -40 70 c0 0 -40 -40 -40 -70 a40 40 0 0 1 40 -40z" fill="${b}" stroke="${C.white}" stroke-width="4"/>` +
      circle(330, 60, 14, C.white)
    );
  },
  heart({ a, b, c, d }) {
    return (
      circle(200, 150, 145, c) +
      `<path d="M200 250 C90 180 60 130 92 88 C122 50 172 58 200 100 C228 58 278 50 308 88 C340 130 310 180 200 250Z" fill="${a}"/>` +
      `<path d="M150 96 C132 96 118 110 118 128" stroke="${C.white}" stroke-width="8" stroke-linecap="round" fill="none" opacity="0.6"/>` +
      `<path d="M318 54 C296 40 282 54 290 70 C296 82 318 92 318 92 C318 92 340 82 346 70 C354 54 340 40 318 54Z" fill="${b}"/>` +
      rect(70, 262, 260, 48, C.white, { r: 14, stroke: c, sw: 3 }) +
      rect(90, 280, 220, 12, c, { r: 6 }) +
      rect(90, 280, 158, 12, b, { r: 6 }) +
      circle(248, 286, 9, d)
    );
  },
  gallery({ a, b, c, d }) {
    const cell = (col, row, body, fill) => {
      const x = 40 + col * 110;
      const y = 20 + row * 98;
      return rect(x, y, 100, 88, fill, { r: 12 }) + nest(x, y, 100, 88, 100, 88, body);
    };
    return (
      cell(0, 0, circle(50, 44, 26, b), a) +
      cell(1, 0, `<path d="M0 88 L40 30 L70 70 L85 50 L100 70 V88Z" fill="${d}"/>` + circle(78, 24, 10, b), c) +
      cell(2, 0, rect(20, 20, 60, 48, C.white, { r: 4 }) + rect(30, 30, 40, 28, b), d) +
      cell(0, 1, `<path d="M0 0 L100 88 H0Z" fill="${b}"/>`, C.white) +
      cell(1, 1, circle(30, 60, 34, a, { opacity: 0.9 }) + circle(70, 34, 30, b, { opacity: 0.85 }), mix(d, '#000000', 0.1)) +
      cell(2, 1, lines(18, 22, [64, 48, 56, 30], { h: 8, gap: 8, fill: a }), c) +
      cell(0, 2, rect(0, 60, 100, 28, d) + circle(50, 60, 22, b), mix(b, '#ffffff', 0.6)) +
      cell(1, 2, `<path d="M50 14 L86 74 H14Z" fill="${a}"/>`, C.white) +
      cell(2, 2, circle(50, 44, 30, 'none', { stroke: b, sw: 10 }), a)
    );
  },
  mountains({ a, b, c, d }) {
    return (
      circle(200, 160, 150, c) +
      circle(290, 90, 34, b) +
      `<path d="M30 290 L150 110 L220 200 L270 140 L380 290Z" fill="${a}"/>` +
      `<path d="M150 110 L126 146 L150 138 L168 154 L178 144Z" fill="${C.white}"/>` +
      `<path d="M0 300 L110 200 L190 300Z" fill="${d}" opacity="0.9"/>` +
      `<path d="M150 110 V62" stroke="${d}" stroke-width="4"/>` +
      `<path d="M150 62 L186 74 L150 86Z" fill="${b}"/>` +
      rect(20, 296, 360, 8, d, { r: 4 })
    );
  },
  kettle({ a, b, c, d }) {
    return (
      circle(200, 160, 150, c) +
      `<path d="M150 120 C150 70 250 70 250 120" fill="none" stroke="${d}" stroke-width="12" stroke-linecap="round"/>` +
      `<path d="M110 260 C100 170 140 130 200 130 C260 130 300 170 290 260Z" fill="${a}"/>` +
      `<path d="M110 200 L60 150 L72 140 L130 180Z" fill="${a}"/>` +
      rect(100, 252, 200, 18, d, { r: 9 }) +
      circle(200, 126, 12, d) +
      `<path d="M150 170 C140 190 140 220 150 236" stroke="${C.white}" stroke-width="8" stroke-linecap="round" fill="none" opacity="0.5"/>` +
      `<path d="M60 120 C50 100 70 90 60 70 M80 112 C70 92 90 82 80 62" stroke="${d}" stroke-width="4" stroke-linecap="round" fill="none" opacity="0.45"/>` +
      `<path d="M270 300 C270 260 380 260 380 300Z" fill="${b}"/>` +
      `<path d="M292 286 l10 -14 M318 282 l6 -16 M344 282 l-2 -16" stroke="${d}" stroke-width="4" stroke-linecap="round" opacity="0.5"/>`
    );
  },
  path({ a, b, c, d }) {
    return (
      circle(200, 160, 150, c) +
      circle(270, 100, 40, b) +
      `<path d="M20 230 C100 170 180 200 240 170 C300 140 340 160 390 150 V310 H20Z" fill="${a}" opacity="0.55"/>` +
      `<path d="M10 270 C100 220 200 250 280 220 C330 200 370 210 390 205 V310 H10Z" fill="${a}"/>` +
      `<path d="M150 310 C170 280 240 270 230 240 C222 216 260 200 300 190" fill="none" stroke="${C.white}" stroke-width="14" stroke-linecap="round"/>` +
      `<path d="M80 250 V210" stroke="${d}" stroke-width="6"/>` +
      circle(80, 196, 24, d)
    );
  },
  speed({ a, b, c, d }) {
    return (
      circle(200, 160, 150, c) +
      rect(70, 70, 220, 150, C.white, { r: 16, stroke: a, sw: 3 }) +
      rect(70, 70, 220, 28, a, { r: 16 }) +
      rect(70, 86, 220, 12, a) +
      lines(92, 120, [120, 90, 140], { h: 10, gap: 12, fill: c }) +
      rect(92, 184, 80, 20, b, { r: 10 }) +
      `<path d="M270 130 L230 210 H262 L246 290 L320 190 H284 L306 130Z" fill="${b}" stroke="${d}" stroke-width="4" stroke-linejoin="round"/>`
    );
  },
};

function motif(name, colors, x, y, scale = 1) {
  return g(`translate(${x} ${y}) scale(${scale})`, MOTIFS[name](colors));
}

/* ------------------------------------------------------------------------------------------ */
/* Website pages                                                                              */
/* ------------------------------------------------------------------------------------------ */

/** Browser window chrome (height 40) around a page drawn at 1200 × (h - 40). */
function browserChrome(w, url, { dark = false } = {}) {
  const bg = dark ? '#2b2f36' : '#e9ecea';
  return (
    rect(0, 0, w, 40, bg) +
    circle(22, 20, 6, '#ee6a5f') +
    circle(42, 20, 6, '#f5bd4f') +
    circle(62, 20, 6, '#61c454') +
    rect(w / 2 - 260, 9, 520, 22, dark ? '#3a3f47' : C.white, { r: 11 }) +
    `<path d="M${w / 2 - 244} 19 v-3 a4 4 0 0 1 8 0 v3" stroke="${C.muted}" stroke-width="1.5" fill="none"/>` +
    rect(w / 2 - 246, 18, 12, 8, C.muted, { r: 2 }) +
    text(w / 2 - 226, 25, url, { size: 12, fill: dark ? '#c9ced6' : C.muted })
  );
}

/** Headline font size that fits the longest line into maxWidth (DejaVu Sans Bold ≈ 0.62 em/char). */
function fitSize(linesArr, maxWidth, max, ratio = 0.62) {
  const longest = Math.max(...linesArr.map((l) => l.length));
  return Math.min(max, Math.floor(maxWidth / (longest * ratio)));
}

function trustItem(x, y, kind, label, { fill = C.inkSoft, icon = C.accent, size = 14 } = {}) {
  let glyph;
  if (kind === 'stars') glyph = [0, 1, 2, 3, 4].map((i) => star5(x + 8 + i * 17, y - 5, 8, icon)).join('');
  else if (kind === 'shield')
    glyph = `<path d="M${x + 8} ${y - 16} l9 4 v6 c0 6 -4 10 -9 12 c-5 -2 -9 -6 -9 -12 v-6z" fill="${icon}"/>` + check(x + 4, y - 9, 8, C.white, 2);
  else glyph = circle(x + 8, y - 5, 9, icon) + check(x + 3.5, y - 9, 9, C.white, 2);
  const offset = kind === 'stars' ? 90 : 24;
  return glyph + text(x + offset, y, label, { size, fill, weight: 600 });
}

/**
 * A modern, well-built site (1200 × h): used for the "after" screenshots, the portfolio
 * mockups and the home hero. theme: colours and layout; site: words and motif.
 */
function sitePage(site, theme, h = 710) {
  const W = 1200;
  const T = {
    accent: C.brand,
    accentDark: C.brandStrong,
    accentSoft: C.brandSoft,
    highlight: C.accent,
    ink: C.ink,
    inkSoft: C.inkSoft,
    bg: C.white,
    family: SANS,
    layout: 'split',
    ...theme,
  };
  const colors = { a: T.accent, b: T.highlight, c: T.accentSoft, d: T.accentDark };
  const heroGrad = uid('hero');
  let out = `<defs>${linearGradient(heroGrad, [
    [0, T.bg],
    [1, mix(T.accentSoft, T.bg, 0.3)],
  ])}</defs>`;
  out += rect(0, 0, W, h, T.bg);

  const dark = T.layout === 'dark';
  const navInk = dark ? C.white : T.ink;
  const navBg = dark ? T.accentDark : T.bg;

  // Hero background
  if (dark) {
    out += rect(0, 0, W, 548, T.accentDark);
    out += circle(1180, 520, 150, T.accent, { opacity: 0.25 });
  } else {
    out += rect(0, 0, W, 500, `url(#${heroGrad})`);
  }

  // Navigation
  out += rect(0, 0, W, 72, navBg, { opacity: dark ? 1 : 0.96 });
  if (!dark) out += rect(0, 71, W, 1, C.line);
  out += rect(60, 20, 32, 32, dark ? T.highlight : T.accent, { r: 9 });
  out += text(76, 43, site.name[0], { size: 18, weight: 700, fill: dark ? T.accentDark : C.white, anchor: 'middle', family: T.family });
  out += text(104, 43, site.name, { size: 20, weight: 700, fill: navInk, family: T.family });
  const navLinks = site.nav ?? ['Services', 'About', 'Results', 'Contact'];
  let navX = 960 - navLinks.reduce((sum, l) => sum + l.length * 8.4 + 32, 0);
  for (const l of navLinks) {
    out += text(navX, 42, l, { size: 15, fill: dark ? '#d7dde4' : T.inkSoft });
    navX += l.length * 8.4 + 32;
  }
  out += rect(990, 18, 150, 36, dark ? T.highlight : T.accent, { r: 18 });
  out += text(1065, 41, site.navCta ?? 'Book a call', { size: 14, weight: 700, fill: dark ? T.accentDark : C.white, anchor: 'middle' });

  const headInk = dark ? C.white : T.ink;
  const subInk = dark ? '#d4dde0' : T.inkSoft;
  const btnFill = dark ? T.highlight : T.accent;
  const btnInk = dark ? T.accentDark : C.white;

  if (T.layout === 'centered') {
    const cx = W / 2;
    const size = fitSize(site.headline, 900, 54, T.family === SERIF ? 0.56 : 0.62);
    out += rect(cx - 150, 104, 300, 30, T.accentSoft, { r: 15 });
    out += text(cx, 124, site.eyebrow, { size: 13, weight: 700, fill: T.accentDark, anchor: 'middle', ls: 0.5 });
    site.headline.forEach((l, i) => {
      out += text(cx, 190 + i * (size + 8), l, { size, weight: 700, fill: headInk, anchor: 'middle', family: T.family });
    });
    const subY = 190 + (site.headline.length - 1) * (size + 8) + 46;
    site.sub.forEach((l, i) => {
      out += text(cx, subY + i * 28, l, { size: 18, fill: subInk, anchor: 'middle' });
    });
    const by = subY + site.sub.length * 28 + 18;
    out += rect(cx - 230, by, 250, 54, btnFill, { r: 27 });
    out += text(cx - 105, by + 33, site.cta, { size: 16, weight: 700, fill: btnInk, anchor: 'middle' });
    out += rect(cx + 40, by, 190, 54, 'none', { r: 27, stroke: T.accent, sw: 2 });
    out += text(cx + 135, by + 33, site.secondary, { size: 16, weight: 700, fill: T.accent, anchor: 'middle' });
    // trust row
    const ty = by + 96;
    out += trustItem(cx - 390, ty, 'stars', site.trust[0]);
    out += trustItem(cx - 70, ty, 'shield', site.trust[1], { icon: T.accent });
    out += trustItem(cx + 170, ty, 'check', site.trust[2], { icon: T.accent });
    // motif band
    out += rect(100, ty + 40, 1000, 260, T.accentSoft, { r: 28 });
    out += motif(site.motif, { ...colors, c: mix(T.accentSoft, C.white, 0.5) }, 420, ty + 50, 0.75);
    out += lines(160, ty + 110, [200, 160, 180], { h: 12, gap: 14, fill: mix(T.accent, C.white, 0.6) });
    out += lines(800, ty + 110, [200, 170, 140], { h: 12, gap: 14, fill: mix(T.accent, C.white, 0.6) });
    return out;
  }

  // split and dark layouts: text left, art right
  const size = fitSize(site.headline, 580, 52, T.family === SERIF ? 0.56 : 0.62);
  const ew = site.eyebrow.length * 8.5 + 44;
  out += rect(70, 112, ew, 30, dark ? 'none' : T.accentSoft, { r: 15, stroke: dark ? T.highlight : undefined, sw: 1.5 });
  out += circle(88, 127, 4, T.highlight);
  out += text(100, 132, site.eyebrow, { size: 13, weight: 700, fill: dark ? T.highlight : T.accentDark, ls: 0.3 });
  site.headline.forEach((l, i) => {
    out += text(70, 200 + i * (size + 10), l, { size, weight: 700, fill: headInk, family: T.family });
  });
  const subY = 200 + (site.headline.length - 1) * (size + 10) + 52;
  site.sub.forEach((l, i) => {
    out += text(70, subY + i * 28, l, { size: 18, fill: subInk });
  });
  const by = subY + site.sub.length * 28 + 16;
  const ctaW = Math.max(220, site.cta.length * 10.6 + 84);
  out += rect(70, by, ctaW, 56, btnFill, { r: 12 });
  out += text(96, by + 34, site.cta, { size: 17, weight: 700, fill: btnInk });
  out += arrowRight(70 + ctaW - 42, by + 28, 16, btnInk, 2.5);
  out += text(70 + ctaW + 30, by + 34, site.secondary, { size: 16, weight: 700, fill: dark ? C.white : T.accent, deco: 'underline' });

  // Trust row
  const ty = by + 100;
  const trustInk = dark ? '#d4dde0' : T.inkSoft;
  let tx = 70;
  site.trust.forEach((label, i) => {
    const kind = ['stars', 'shield', 'check'][i];
    out += trustItem(tx, ty, kind, label, { fill: trustInk, icon: i === 0 ? T.highlight : dark ? T.highlight : T.accent });
    tx += (kind === 'stars' ? 90 : 24) + label.length * 8.4 + 30;
  });

  // Art card
  if (dark) {
    out += motif(site.motif, { ...colors, c: mix(T.accentDark, C.white, 0.12), d: mix(T.accentDark, '#000000', 0.3) }, 700, 110, 1.1);
  } else {
    const sh = uid('sh');
    out += `<defs>${shadowFilter(sh, { dy: 10, blur: 7, opacity: 0.1 })}</defs>`;
    out += circle(1128, 112, 44, T.highlight, { opacity: 0.45 });
    out += circle(676, 450, 26, T.accent, { opacity: 0.18 });
    out += rect(690, 108, 440, 350, C.white, { r: 28, extra: `filter="url(#${sh})"` });
    out += rect(690, 108, 440, 350, T.accentSoft, { r: 28, opacity: 0.55 });
    out += motif(site.motif, { ...colors, c: C.white }, 715, 128, 0.98);
  }

  // Feature cards below the fold
  const cy = dark ? 610 : 560;
  const sh2 = uid('sh');
  out += `<defs>${shadowFilter(sh2, { dy: 6, blur: 5, opacity: 0.08 })}</defs>`;
  out += text(W / 2, cy - 14, site.section ?? 'How we help', { size: 22, weight: 700, fill: T.ink, anchor: 'middle', family: T.family });
  for (let i = 0; i < 3; i++) {
    const x = 70 + i * 360;
    out += rect(x, cy + 10, 340, 170, C.white, { r: 18, stroke: C.line, extra: `filter="url(#${sh2})"` });
    out += circle(x + 44, cy + 54, 22, i === 1 ? mix(T.highlight, C.white, 0.6) : T.accentSoft);
    out += circle(x + 44, cy + 54, 8, i === 1 ? T.accentDark : T.accent);
    out += text(x + 80, cy + 60, (site.features ?? ['Clear pricing', 'Fast answers', 'Local experts'])[i], {
      size: 17,
      weight: 700,
      fill: T.ink,
    });
    out += lines(x + 28, cy + 96, [280, 250, 190], { h: 9, gap: 10, fill: C.line });
  }
  return out;
}

/** The same site on a phone (375 × 798). */
function sitePhone(site, theme) {
  const W = 375;
  const H = 798;
  const T = { accent: C.brand, accentDark: C.brandStrong, accentSoft: C.brandSoft, highlight: C.accent, ink: C.ink, inkSoft: C.inkSoft, bg: C.white, family: SANS, layout: 'split', ...theme };
  const dark = T.layout === 'dark';
  const colors = { a: T.accent, b: T.highlight, c: T.accentSoft, d: T.accentDark };
  let out = rect(0, 0, W, H, T.bg);
  out += rect(0, 0, W, 470, dark ? T.accentDark : mix(T.accentSoft, T.bg, 0.4));
  // status bar
  out += text(28, 30, '9:41', { size: 14, weight: 700, fill: dark ? C.white : T.ink });
  out += rect(310, 20, 24, 11, dark ? C.white : T.ink, { r: 3 });
  // nav
  out += rect(20, 52, 30, 30, dark ? T.highlight : T.accent, { r: 8 });
  out += text(35, 73, site.name[0], { size: 16, weight: 700, fill: dark ? T.accentDark : C.white, anchor: 'middle' });
  out += text(60, 73, site.name, { size: 16, weight: 700, fill: dark ? C.white : T.ink, family: T.family });
  for (let i = 0; i < 3; i++) out += rect(321, 58 + i * 8, 26, 3, dark ? C.white : T.ink, { r: 1.5 });
  // headline (re-wrapped into short lines)
  const words = site.headline.join(' ').split(' ');
  const hl = [];
  for (const w of words) {
    const last = hl[hl.length - 1];
    if (last && (last + ' ' + w).length <= 16) hl[hl.length - 1] = last + ' ' + w;
    else hl.push(w);
  }
  const size = hl.length > 4 ? 26 : 30;
  hl.slice(0, 5).forEach((l, i) => {
    out += text(24, 140 + i * (size + 6), l, { size, weight: 700, fill: dark ? C.white : T.ink, family: T.family });
  });
  const by = 140 + Math.min(hl.length, 5) * (size + 6) + 4;
  out += lines(24, by, [300, 250], { h: 10, gap: 10, fill: dark ? mix(T.accentDark, C.white, 0.4) : mix(T.inkSoft, C.white, 0.6) });
  out += rect(24, by + 52, 327, 54, dark ? T.highlight : T.accent, { r: 12 });
  out += text(W / 2, by + 85, site.cta, { size: 16, weight: 700, fill: dark ? T.accentDark : C.white, anchor: 'middle' });
  out += [0, 1, 2, 3, 4].map((i) => star5(34 + i * 17, by + 134, 7, T.highlight)).join('');
  out += text(124, by + 139, site.trust[0], { size: 12, weight: 600, fill: dark ? '#d4dde0' : T.inkSoft });
  // art
  out += rect(24, 480, 327, 260, dark ? T.accentSoft : C.white, { r: 20, stroke: C.line });
  out += motif(site.motif, { ...colors, c: dark ? C.white : T.accentSoft }, 40, 490, 0.74);
  out += rect(24, 756, 327, 60, C.white, { r: 16, stroke: C.line });
  return out;
}

/** A dated, cluttered site of the same business (1200 × 710). */
function beforePage(b, motifName) {
  const W = 1200;
  const gid = uid('hdr');
  const photo = uid('photo');
  let out = `<defs>${linearGradient(gid, [
    [0, b.header[0]],
    [1, b.header[1]],
  ], { x1: 0, y1: 0, x2: 1, y2: 0 })}${linearGradient(photo, [
    [0, b.photo[0]],
    [1, b.photo[1]],
  ], { x1: 0, y1: 0, x2: 0, y2: 1 })}</defs>`;
  out += rect(0, 0, W, 710, b.bg);
  // Scrolling announcement
  out += rect(0, 0, W, 22, b.marqueeBg);
  out += text(8, 15, b.marquee, { size: 11, weight: 700, fill: b.marqueeInk, family: SERIF });
  // Header with "WordArt" title
  out += rect(0, 22, W, 100, `url(#${gid})`);
  out += circle(70, 72, 38, b.logoBg, { stroke: b.titleShadow, sw: 3 });
  out += motif(motifName, { a: b.nav, b: b.titleInk, c: b.logoBg, d: b.titleShadow }, 40, 46, 0.15);
  out += text(128, 78, b.title, { size: 32, weight: 700, fill: b.titleShadow, family: SERIF, style: 'italic' });
  out += text(125, 75, b.title, { size: 32, weight: 700, fill: b.titleInk, family: SERIF, style: 'italic' });
  out += text(127, 102, b.tagline, { size: 13, fill: b.taglineInk, family: SERIF, style: 'italic' });
  // Clip-art badge in the header corner
  out += g(`rotate(-12 1100 70)`, star5(1100, 70, 44, b.badge) + text(1100, 68, b.badgeText[0], { size: 11, weight: 700, fill: b.badgeInk, anchor: 'middle', family: SERIF }) + text(1100, 82, b.badgeText[1], { size: 11, weight: 700, fill: b.badgeInk, anchor: 'middle', family: SERIF }));
  // Crowded nav of tiny links
  out += rect(0, 122, W, 26, b.nav);
  const navItems = ['Home', 'About Us', 'Our Team', 'Services', 'Services (cont.)', 'Testimonials', 'Links', 'News', 'Events', 'FAQ', 'Forms', 'Sitemap', 'Contact Us', 'Guestbook'];
  let nx = 10;
  for (const item of navItems) {
    out += text(nx, 139, item, { size: 11, fill: b.navInk, family: SERIF });
    nx += item.length * 6.2 + 20;
    out += text(nx - 11, 139, '|', { size: 11, fill: b.navInk, opacity: 0.6 });
  }
  // Left sidebar
  out += rect(10, 160, 190, 540, b.side);
  out += rect(10, 160, 190, 22, b.sideHead);
  out += text(18, 175, 'Quick Links', { size: 12, weight: 700, fill: b.sideHeadInk, family: SERIF });
  for (let i = 0; i < 14; i++) {
    out += circle(22, 198 + i * 19, 2.5, b.link);
    out += rect(30, 195 + i * 19, 60 + ((i * 37) % 90), 6, b.link, { r: 0, opacity: 0.75 });
  }
  out += rect(22, 480, 166, 80, b.bg, { stroke: b.link });
  out += text(105, 500, 'You are visitor #', { size: 10, fill: b.text, anchor: 'middle', family: SERIF });
  for (let i = 0; i < 6; i++) {
    out += rect(37 + i * 23, 510, 20, 28, '#111111');
    out += text(47 + i * 23, 530, '004217'[i], { size: 16, fill: '#7CFC00', anchor: 'middle', family: 'monospace' });
  }
  out += text(105, 554, 'since 2009', { size: 9, fill: b.text, anchor: 'middle', family: SERIF });
  out += rect(22, 580, 166, 50, '#c0c0c0', { stroke: '#808080', sw: 2 });
  out += text(105, 600, 'Best viewed in', { size: 10, fill: '#333333', anchor: 'middle', family: SERIF });
  out += text(105, 616, '800 × 600', { size: 10, weight: 700, fill: '#333333', anchor: 'middle', family: SERIF });
  out += paragraph(22, 648, 160, 4, { h: 5, gap: 6, fill: b.text });
  // Main column
  out += text(220, 186, b.welcome, { size: 22, weight: 700, fill: b.heading, family: SERIF });
  out += rect(220, 196, 620, 2, b.heading, { opacity: 0.5 });
  out += rect(220, 208, 380, 210, `url(#${photo})`, { stroke: '#9a9a9a', sw: 3 });
  out += `<path d="M220 418 L330 320 L400 380 L470 300 L600 418Z" fill="${b.photo[2]}" opacity="0.7"/>`;
  out += circle(540, 256, 24, '#ffffff', { opacity: 0.7 });
  out += motif(motifName, { a: '#9aa0a6', b: '#b5b9bd', c: 'none', d: '#7d8287' }, 300, 250, 0.38);
  out += g('rotate(-20 410 313)', text(410, 320, 'STOCK PHOTO', { size: 34, weight: 700, fill: '#ffffff', anchor: 'middle', opacity: 0.45, ls: 4 }));
  out += paragraph(614, 212, 226, 13, { h: 5, gap: 10.2, fill: b.text });
  out += paragraph(220, 436, 620, 8, { h: 5, gap: 8, fill: b.text });
  out += text(220, 548, b.subhead, { size: 15, weight: 700, fill: b.heading2, family: SERIF, deco: 'underline' });
  out += paragraph(220, 560, 300, 9, { h: 5, gap: 8, fill: b.text });
  out += paragraph(540, 560, 300, 9, { h: 5, gap: 8, fill: b.text });
  out += text(220, 690, 'For more information please click here.', { size: 11, fill: b.link, family: SERIF, deco: 'underline' });
  // Right column: news box
  out += rect(860, 160, 330, 290, b.side, { stroke: b.sideHead, sw: 2 });
  out += rect(860, 160, 330, 24, b.sideHead);
  out += text(870, 177, 'Latest News & Updates!!', { size: 12, weight: 700, fill: b.sideHeadInk, family: SERIF });
  const dates = ['03/14/2011', '11/02/2012', '06/29/2014', '01/08/2016', '09/17/2017'];
  dates.forEach((d, i) => {
    out += text(872, 206 + i * 50, d, { size: 10, weight: 700, fill: b.link, family: SERIF });
    out += paragraph(872, 214 + i * 50, 300, 2, { h: 5, gap: 6, fill: b.text });
  });
  out += rect(860, 464, 330, 110, b.badge, { opacity: 0.35 });
  out += text(1025, 494, b.promo[0], { size: 17, weight: 700, fill: b.heading2, anchor: 'middle', family: SERIF, style: 'italic' });
  out += text(1025, 516, b.promo[1], { size: 12, fill: b.text, anchor: 'middle', family: SERIF });
  out += paragraph(880, 530, 290, 3, { h: 5, gap: 7, fill: b.text });
  out += paragraph(860, 590, 330, 10, { h: 5, gap: 6, fill: b.text });
  // Footer
  out += rect(0, 700, W, 10, b.nav);
  return out;
}

/* ------------------------------------------------------------------------------------------ */
/* Industry before / after data                                                               */
/* ------------------------------------------------------------------------------------------ */

/**
 * The mock firm website drawn before and after its redesign, by industry slug; `lead` is what the
 * rebuilt site brings in, the notification card of the industry's hero picture.
 */
const MOCK_SITES = {
  lawyers: {
    url: 'haleporterlaw.com',
    motif: 'scales',
    lead: { title: 'New consultation request', detail: 'Estate planning · sent from a phone' },
    site: {
      name: 'Hale & Porter',
      eyebrow: 'Estate & family law in Portland',
      headline: ['Clear legal answers', 'when family matters'],
      sub: ['Wills, trusts and probate explained in plain', 'English, with fixed fees agreed up front.'],
      cta: 'Book a free consultation',
      secondary: 'Practice areas',
      trust: ['4.9 on Google', 'Oregon State Bar', 'Fixed-fee pricing'],
      features: ['Estate planning', 'Probate & trusts', 'Family law'],
      section: 'How we can help',
    },
    before: {
      bg: '#efe6d2', header: ['#5a1414', '#b08a2e'], marqueeBg: '#000000', marqueeInk: '#ffd700',
      marquee: '*** FREE INITIAL CONSULTATION *** Serving Multnomah County Since 1996 *** No Fee Unless We Win!!! *** Se Habla Español ***',
      logoBg: '#f5e9c8', title: 'Hale & Porter, Attorneys at Law', titleInk: '#f3d36b', titleShadow: '#2a0707', taglineInk: '#f5e9c8',
      tagline: 'Wills • Trusts • Probate • Divorce • DUI • Personal Injury • Real Estate • Business • Bankruptcy',
      badge: '#ffd700', badgeInk: '#8b0000', badgeText: ['FREE', 'CONSULT!'],
      nav: '#3b0b0b', navInk: '#c9a86a', side: '#e2d5b8', sideHead: '#7a1f1f', sideHeadInk: '#f5e9c8', link: '#5b3fa0',
      text: '#c8b994', heading: '#8a6d2b', heading2: '#7a1f1f', welcome: 'Welcome to the Law Offices of Hale & Porter!',
      subhead: 'Our Areas of Practice', photo: ['#d9d2c0', '#a89f8a', '#8a826e'], promo: ['Injured? Call NOW!', 'Aggressive • Experienced • Caring'],
    },
  },
  accountants: {
    url: 'ledgerlinetax.com',
    motif: 'charts',
    lead: { title: 'Tax review booked', detail: 'Thursday 10:00 · new client' },
    site: {
      name: 'Ledgerline',
      eyebrow: 'Tax & advisory for small business',
      headline: ['Books closed on time.', 'Taxes filed calmly.'],
      sub: ['Monthly bookkeeping, tax planning and payroll', 'for owners who want numbers they can trust.'],
      cta: 'Schedule a tax review',
      secondary: 'See our fees',
      trust: ['4.8 from 210 clients', 'Licensed CPAs', 'Secure client portal'],
      features: ['Monthly bookkeeping', 'Tax planning', 'Payroll & 1099s'],
      section: 'Everything your books need',
    },
    before: {
      bg: '#dfe7ee', header: ['#101c5a', '#2a4bb0'], marqueeBg: '#00aa00', marqueeInk: '#ffffff',
      marquee: '>>> TAX SEASON IS HERE!!! Call us today >>> E-FILE AVAILABLE >>> Now accepting new clients for 2017 >>> QuickBooks ProAdvisor >>>',
      logoBg: '#dfe7ee', title: 'Ledgerline Tax & Bookkeeping Services, Inc.', titleInk: '#7fdc3a', titleShadow: '#050a26', taglineInk: '#b9c8f0',
      tagline: 'Individual & Business Tax Returns • Bookkeeping • Payroll • IRS Problems • Notary Public',
      badge: '#ff7f00', badgeInk: '#ffffff', badgeText: ['E-FILE', 'FAST!'],
      nav: '#7fdc3a', navInk: '#101c5a', side: '#c7d3df', sideHead: '#2a4bb0', sideHeadInk: '#ffffff', link: '#0000cc',
      text: '#aab7c4', heading: '#2a4bb0', heading2: '#ff5a00', welcome: 'Welcome to Ledgerline Online!',
      subhead: 'Tax Services We Offer', photo: ['#c9d4de', '#8797a8', '#6a7a8c'], promo: ['$20 OFF Tax Prep!', 'with this coupon • some limits apply'],
    },
  },
  consultants: {
    url: 'pinnacleadvisory.co',
    motif: 'growth',
    lead: { title: 'Discovery call booked', detail: 'Operations strategy · 20 min' },
    site: {
      name: 'Pinnacle Advisory',
      eyebrow: 'Operations strategy for growing firms',
      headline: ['Turn your strategy', 'into results in 90 days'],
      sub: ['A focused operating plan, weekly accountability', 'and measurable wins your team can see.'],
      cta: 'Book a discovery call',
      secondary: 'Client results',
      trust: ['4.9 client rating', 'Fortune 500 alumni', 'Fixed-scope projects'],
      features: ['Strategy sprints', 'Operating cadence', 'Leadership coaching'],
      section: 'Engagements built around outcomes',
    },
    before: {
      bg: '#f3eef7', header: ['#4a1f73', '#e87d2f'], marqueeBg: '#e87d2f', marqueeInk: '#ffffff',
      marquee: '~~ Leveraging Synergies ~~ Paradigm-Shifting Solutions ~~ Thinking Outside The Box ~~ Empowering Your Enterprise ~~ Value-Added ~~',
      logoBg: '#f3eef7', title: 'Pinnacle Synergy Consulting Group', titleInk: '#ffffff', titleShadow: '#2a0f45', taglineInk: '#ffe0c4',
      tagline: 'Strategic Holistic Solutions for the 21st Century Enterprise Paradigm',
      badge: '#00c2ff', badgeInk: '#2a0f45', badgeText: ['WORLD', 'CLASS!'],
      nav: '#2a0f45', navInk: '#e0b3ff', side: '#e4d9ee', sideHead: '#e87d2f', sideHeadInk: '#ffffff', link: '#6a1fb0',
      text: '#cfc2dc', heading: '#6a1fb0', heading2: '#e87d2f', welcome: 'Welcome! We Are Pinnacle Synergy.',
      subhead: 'Our Methodology Framework', photo: ['#d6d0de', '#9c93a8', '#7e758c'], promo: ['Download Our Brochure', '(PDF, 14.2 MB)'],
    },
  },
  'professional-services': {
    url: 'willowcreekcounseling.com',
    motif: 'therapy',
    lead: { title: 'Appointment requested', detail: 'Evening session · online' },
    site: {
      name: 'Willow Creek Counseling',
      eyebrow: 'Therapy for individuals & couples',
      headline: ['Feel like yourself', 'again, at your pace'],
      sub: ['Licensed therapists for anxiety, burnout and', 'relationships. In person or online.'],
      cta: 'Request an appointment',
      secondary: 'Meet our therapists',
      trust: ['4.9 from clients', 'Licensed in Oregon', 'Evening sessions'],
      features: ['Individual therapy', 'Couples counseling', 'Online sessions'],
      section: 'Support that fits your life',
    },
    before: {
      bg: '#fbf2f7', header: ['#c9b6e4', '#f2b6c9'], marqueeBg: '#c9b6e4', marqueeInk: '#ffffff',
      marquee: '~*~ Healing ~*~ Wholeness ~*~ Inner Peace ~*~ Journey ~*~ Now accepting new clients ~*~ Please call during office hours ~*~',
      logoBg: '#fbf2f7', title: 'Willow Creek Counseling Associates', titleInk: '#8a4fa3', titleShadow: '#f7e6ef', taglineInk: '#9d7aa8',
      tagline: 'A safe space for your journey toward wholeness, healing and personal growth',
      badge: '#b5e3c4', badgeInk: '#5d7a66', badgeText: ['INNER', 'PEACE'],
      nav: '#e7d6ef', navInk: '#b39bbf', side: '#f4e4ee', sideHead: '#d9b3cf', sideHeadInk: '#ffffff', link: '#c08bd0',
      text: '#e6cfdc', heading: '#c08bd0', heading2: '#d48fb0', welcome: 'Welcome to Our Healing Space',
      subhead: 'Our Philosophy of Care', photo: ['#efe7e2', '#c9bdb6', '#b0a39b'], promo: ['New Client Forms', 'Please print & bring all 9 pages'],
    },
  },
  'local-businesses': {
    url: 'mainstreethardware.com',
    motif: 'storefront',
    lead: { title: 'Directions opened', detail: '2.1 miles away · open until 7 pm' },
    site: {
      name: 'Main Street Hardware',
      eyebrow: 'Open today until 7 pm',
      headline: ['Your neighborhood', 'hardware & garden store'],
      sub: ['Keys cut, paint mixed and expert advice since', '1978. Free curbside pickup on orders.'],
      cta: 'Get directions',
      secondary: 'Call the store',
      trust: ['4.8 on Google', 'Family owned', 'Same-day pickup'],
      features: ['Paint & supplies', 'Garden center', 'Key cutting'],
      section: 'Everything for your next project',
    },
    before: {
      bg: '#fff8d6', header: ['#c62828', '#ff6f00'], marqueeBg: '#ffeb3b', marqueeInk: '#c62828',
      marquee: '!!! SPRING SALE !!! 10% OFF ALL GARDEN SUPPLIES !!! WE CUT KEYS !!! PROPANE REFILLS !!! OPEN 7 DAYS !!! SEE STORE FOR DETAILS !!!',
      logoBg: '#ffeb3b', title: 'Main Street Hardware & Garden Supply', titleInk: '#ffeb3b', titleShadow: '#4a0000', taglineInk: '#fff3c4',
      tagline: 'Hardware • Paint • Lumber • Garden • Tools • Plumbing • Electrical • Keys • Propane • Rentals',
      badge: '#ffeb3b', badgeInk: '#c62828', badgeText: ['SALE!', '10% OFF'],
      nav: '#1b5e20', navInk: '#ffeb3b', side: '#fff1a8', sideHead: '#c62828', sideHeadInk: '#ffeb3b', link: '#0033cc',
      text: '#e0cf8a', heading: '#c62828', heading2: '#1b5e20', welcome: 'WELCOME TO MAIN STREET HARDWARE!!!',
      subhead: 'Store Hours & Directions', photo: ['#d8d8d8', '#9e9e9e', '#7a7a7a'], promo: ['Coupon of the Month', 'Print this page and bring it in!'],
    },
  },
  nonprofits: {
    url: 'riverbendfood.org',
    motif: 'heart',
    lead: { title: 'Monthly gift started', detail: '$35 a month · new donor' },
    site: {
      name: 'Riverbend Food Alliance',
      eyebrow: 'Fighting hunger in the Willamette Valley',
      headline: ['Every gift puts a week', 'of meals on the table'],
      sub: ['We rescue surplus food and deliver it to 38', 'pantries, schools and senior centers.'],
      cta: 'Donate now',
      secondary: 'Volunteer with us',
      trust: ['Top-rated charity', 'Registered 501(c)(3)', '92% to programs'],
      features: ['Give monthly', 'Volunteer', 'Find a pantry'],
      section: 'Three ways to help today',
    },
    before: {
      bg: '#eef6e4', header: ['#2e7d32', '#9ccc65'], marqueeBg: '#2e7d32', marqueeInk: '#ffff8d',
      marquee: '** Annual Gala Tickets On Sale ** Volunteer Orientation 2nd Tuesday ** Newsletter Archive Now Online ** Donate By Mail Or Phone **',
      logoBg: '#fffde7', title: 'Riverbend Community Food Alliance', titleInk: '#fffde7', titleShadow: '#1b3d1d', taglineInk: '#e8f5e9',
      tagline: 'A Registered 501(c)(3) Non-Profit Organization • Est. 1991 • Tax ID available on request',
      badge: '#ff80ab', badgeInk: '#1b3d1d', badgeText: ['PLEASE', 'GIVE!'],
      nav: '#33691e', navInk: '#c5e1a5', side: '#dcebc9', sideHead: '#558b2f', sideHeadInk: '#ffffff', link: '#2e7dff',
      text: '#b9cca8', heading: '#558b2f', heading2: '#2e7d32', welcome: 'Welcome to Riverbend Community Food Alliance',
      subhead: 'Our Mission, Vision & Values', photo: ['#dcdcd2', '#a6a698', '#86867a'], promo: ['Ways to Donate', 'Mail a check to our P.O. Box (see below)'],
    },
  },
  creatives: {
    url: 'studioondine.com',
    motif: 'gallery',
    lead: { title: 'Project enquiry received', detail: 'Brand shoot · hotel group' },
    site: {
      name: 'Studio Ondine',
      eyebrow: 'Photography & visual design',
      headline: ['Images that make', 'brands unforgettable'],
      sub: ['Editorial photography and art direction for', 'restaurants, hotels and lifestyle brands.'],
      cta: 'Start a project',
      secondary: 'View the work',
      trust: ['5.0 client reviews', 'Featured in Kinfolk', 'Usage rights included'],
      features: ['Brand photography', 'Art direction', 'Editorial shoots'],
      section: 'Selected work',
    },
    before: {
      bg: '#161616', header: ['#111111', '#3a0030'], marqueeBg: '#ff00aa', marqueeInk: '#000000',
      marquee: '+++ ENTER SITE +++ click the images to enlarge +++ music: ON +++ best experienced with sound +++ loading gallery +++ please wait +++',
      logoBg: '#222222', title: 'Studio Ondine :: Photography • Design • Art', titleInk: '#ff00aa', titleShadow: '#00e5ff', taglineInk: '#7a7a7a',
      tagline: 'visual poetry / light / shadow / emotion / moments / memories / dreams / portfolio / blog',
      badge: '#00e5ff', badgeInk: '#111111', badgeText: ['ENTER', 'HERE'],
      nav: '#000000', navInk: '#00e5ff', side: '#1e1e1e', sideHead: '#3a0030', sideHeadInk: '#ff66cc', link: '#8a2be2',
      text: '#333333', heading: '#ff00aa', heading2: '#00b8cc', welcome: '~ welcome to my world ~',
      subhead: 'about the artist', photo: ['#4a4a4a', '#202020', '#2e2e2e'], promo: ['Sign My Guestbook!', 'leave a message :)'],
    },
  },
};

function industryShot(slug, kind) {
  const d = MOCK_SITES[slug];
  const W = 1200;
  const H = 750;
  const page = kind === 'before' ? beforePage(d.before, d.motif) : sitePage({ ...d.site, motif: d.motif }, {}, 710);
  const url = kind === 'before' ? `http://www.${d.url}/index_main2.htm` : `https://${d.url}`;
  return doc(W, H, rect(0, 0, W, H, C.white) + browserChrome(W, url) + nest(0, 40, W, 710, W, 710, page));
}

/* ------------------------------------------------------------------------------------------ */
/* Portfolio entries: their client's name from the content                                     */
/* ------------------------------------------------------------------------------------------ */

/**
 * Each portfolio entry of src/content/portfolio (a YAML file, or an MDX file whose frontmatter
 * holds the same fields and its case study): its slug, client and whether its story shows a
 * before/after pair. The drawings below add only what the pictures need (colours, the mock
 * site's own words); the client's name is the entry's.
 */
const PORTFOLIO_DIR = path.join(ROOT, 'src/content/portfolio');
const PORTFOLIO_ENTRIES = readdirSync(PORTFOLIO_DIR)
  .filter((file) => /\.(ya?ml|mdx)$/.test(file))
  .sort()
  .map((file) => {
    const source = readFileSync(path.join(PORTFOLIO_DIR, file), 'utf8');
    const data = parseYaml(file.endsWith('.mdx') ? /^---\n([\s\S]*?)\n---/.exec(source)?.[1] ?? '' : source);
    return { file, slug: data.slug, client: data.client, beforeAfter: Boolean(data.story?.beforeAfter) };
  });
const CLIENTS = Object.fromEntries(PORTFOLIO_ENTRIES.map((entry) => [entry.slug, entry.client]));

/* ------------------------------------------------------------------------------------------ */
/* Device mockups                                                                             */
/* ------------------------------------------------------------------------------------------ */

/** Laptop whose screen (x, y, w) shows a 1200 × 750 page; returns SVG. */
function laptop(x, y, w, pageSvg, { shadowId } = {}) {
  const sh = w / 1200;
  const screenH = Math.round(750 * sh);
  const bezel = Math.round(w * 0.025);
  const outerW = w + bezel * 2;
  const outerH = screenH + bezel * 2 + 6;
  let out = '';
  out += rect(x - bezel, y - bezel, outerW, outerH, '#1b2330', { r: bezel * 1.2, extra: shadowId ? `filter="url(#${shadowId})"` : '' });
  out += circle(x + w / 2, y - bezel / 2, 2.5, '#3d4756');
  out += nest(x, y, w, screenH, 1200, 750, pageSvg);
  // base
  const baseY = y - bezel + outerH;
  const baseW = outerW * 1.16;
  const bx = x - bezel - (baseW - outerW) / 2;
  out += `<path d="M${bx} ${baseY} H${bx + baseW} L${bx + baseW - 12} ${baseY + 20} Q${bx + baseW / 2} ${baseY + 30} ${bx + 12} ${baseY + 20}Z" fill="#c9d0d6"/>`;
  out += rect(bx, baseY, baseW, 6, '#e3e8eb');
  out += rect(x + w / 2 - 60, baseY, 120, 8, '#aab3bb', { r: 4 });
  return out;
}

/** Phone (x, y, w) whose screen shows a 375 × 798 page. */
function phone(x, y, w, pageSvg, { shadowId } = {}) {
  const s = w / 375;
  const inner = 10 * s * 1.6;
  const h = 798 * s;
  let out = '';
  out += rect(x - inner, y - inner, w + inner * 2, h + inner * 2, '#111820', { r: 44 * s * 1.2, extra: shadowId ? `filter="url(#${shadowId})"` : '' });
  out += nest(x, y, w, h, 375, 798, pageSvg);
  out += rect(x + w / 2 - 45 * s, y + 8 * s, 90 * s, 24 * s, '#111820', { r: 12 * s });
  // round the screen's corners with a frame ring
  out += `<rect x="${x - inner / 2}" y="${y - inner / 2}" width="${w + inner}" height="${h + inner}" rx="${34 * s * 1.2}" fill="none" stroke="#111820" stroke-width="${inner}"/>`;
  return out;
}

/* ------------------------------------------------------------------------------------------ */
/* Portfolio                                                                                  */
/* ------------------------------------------------------------------------------------------ */

const PORTFOLIO = {
  'harbor-ledger-cpa': {
    url: 'harborledgercpa.com',
    theme: { accent: '#1d4e89', accentDark: '#12325a', accentSoft: '#e4edf7', highlight: C.accent, layout: 'split' },
    site: {
      eyebrow: 'CPAs for coastal small businesses',
      headline: ['Clear books. Calm', 'tax seasons.'],
      sub: ['Bookkeeping, tax planning and CFO advice for', 'owners from Astoria to Newport.'],
      cta: 'Book a tax strategy call',
      secondary: 'Our services',
      trust: ['4.9 on Google', 'Licensed CPAs', 'Flat monthly fees'],
      features: ['Tax planning', 'Monthly books', 'Fractional CFO'],
      section: 'Services for every stage',
      motif: 'charts',
    },
  },
  'whitfield-law': {
    url: 'whitfieldlaw.com',
    theme: { accent: '#7a2e3a', accentDark: '#4f1a23', accentSoft: '#f6e9ea', highlight: '#c9a25a', layout: 'centered', family: SERIF },
    site: {
      eyebrow: 'Employment & business law',
      headline: ['Protecting Oregon employers', 'and the people they hire'],
      sub: ['Practical counsel on contracts, disputes and compliance,', 'from a firm that answers the phone.'],
      cta: 'Request a consultation',
      secondary: 'Practice areas',
      trust: ['Super Lawyers 2024', 'AV Preeminent', 'Reply within a day'],
      motif: 'scales',
    },
  },
  'summit-advisory': {
    url: 'summitadvisory.co',
    theme: { accent: '#4b3f9e', accentDark: '#221c4d', accentSoft: '#ecebf8', highlight: C.accent, layout: 'dark' },
    site: {
      eyebrow: 'Growth strategy for B2B firms',
      headline: ['Find the shortest', 'path to your summit'],
      sub: ['Pricing, positioning and go-to-market plans for', 'founder-led firms ready to scale.'],
      cta: 'Start with a strategy sprint',
      secondary: 'Case studies',
      trust: ['4.9 from CEOs', 'Ex-McKinsey team', 'Results in 90 days'],
      features: ['Pricing strategy', 'Positioning', 'Go-to-market'],
      section: 'Where we make the difference',
      motif: 'mountains',
    },
  },
  'copper-kettle-bakery': {
    url: 'copperkettlebakery.com',
    theme: { accent: '#b0582a', accentDark: '#6b3214', accentSoft: '#fbeee3', highlight: '#e9b949', bg: '#fffaf4', layout: 'split', family: SERIF },
    site: {
      eyebrow: 'Baked fresh every morning at 6 am',
      headline: ['Sourdough, pastries', 'and good coffee'],
      sub: ['A neighborhood bakery on SE Division. Order', 'ahead for pickup or cater your next event.'],
      cta: 'Order for pickup',
      secondary: 'See the menu',
      trust: ['4.9 on Google', 'Local flour', 'Open daily 6–3'],
      features: ['Daily breads', 'Custom cakes', 'Catering'],
      section: 'Fresh from our ovens',
      motif: 'kettle',
    },
  },
  'clearpath-counseling': {
    url: 'clearpathcounseling.com',
    theme: { accent: '#4f7f68', accentDark: '#2f4f40', accentSoft: '#eaf2ec', highlight: '#e7a977', bg: '#fbfcfa', layout: 'centered' },
    site: {
      eyebrow: 'Therapy in Bend and online',
      headline: ['A clearer path through', 'anxiety and burnout'],
      sub: ['Licensed therapists, evening hours and online sessions.', 'Most insurance accepted.'],
      cta: 'Book a free 15-min call',
      secondary: 'Our therapists',
      trust: ['Trusted by 600+ clients', 'Licensed in Oregon', 'Insurance accepted'],
      motif: 'path',
    },
  },
  'brightline-legal': {
    url: 'brightlinelegal.com',
    theme: { accent: '#1f6f8b', accentDark: '#10212e', accentSoft: '#e3f0f5', highlight: '#f0c14b', layout: 'dark' },
    site: {
      eyebrow: 'Startup & technology law',
      headline: ['Legal work that moves', 'at startup speed'],
      sub: ['Formation, fundraising and contracts for tech', 'founders, on transparent flat fees.'],
      cta: 'Get a flat-fee quote',
      secondary: 'Pricing',
      trust: ['5.0 from founders', '300+ startups', 'Flat-fee pricing'],
      features: ['Company formation', 'Fundraising', 'Commercial contracts'],
      section: 'Built for founders',
      motif: 'scales',
    },
  },
};

function portfolioShot(slug) {
  const p = PORTFOLIO[slug];
  const W = 1200;
  const H = 800;
  const sh = uid('sh');
  const shp = uid('sh');
  const accent = p.theme.accent;
  let out = `<defs>${shadowFilter(sh, { dy: 14, blur: 7, opacity: 0.16 })}${shadowFilter(shp, { dy: 10, blur: 6, opacity: 0.22 })}</defs>`;
  out += rect(0, 0, W, H, mix(accent, C.white, 0.86));
  // decorative shapes in the client's accent
  out += circle(1080, 110, 190, accent, { opacity: 0.1 });
  out += circle(120, 720, 240, p.theme.highlight, { opacity: 0.14 });
  for (let i = 0; i < 6; i++) for (let j = 0; j < 4; j++) out += circle(60 + i * 22, 60 + j * 22, 3, accent, { opacity: 0.25 });
  const site = { ...p.site, name: CLIENTS[slug] };
  const page = browserChrome(1200, p.url) + nest(0, 40, 1200, 710, 1200, 710, sitePage(site, p.theme, 710));
  out += laptop(130, 120, 760, page, { shadowId: sh });
  out += phone(880, 270, 210, sitePhone(site, p.theme), { shadowId: shp });
  return doc(W, H, out);
}

/**
 * The old site of a portfolio entry whose case study shows a before/after pair (`story.beforeAfter`
 * in its file): drawn like the industries' before pictures. The after picture is the entry's new
 * site from PORTFOLIO, full width in a browser.
 */
const PORTFOLIO_BEFORE = {
  'whitfield-law': {
    url: 'whitfieldlaw.com',
    motif: 'scales',
    before: {
      bg: '#f1ece4', header: ['#3b1d24', '#8c6b3f'], marqueeBg: '#7a2e3a', marqueeInk: '#ffffff',
      marquee: '*** EMPLOYERS: Compliance Audits *** EMPLOYEES: Wrongful Termination? *** Wage Claims *** Harassment *** Contracts *** CALL TODAY ***',
      logoBg: '#efe3c8', title: 'Whitfield Law Group, P.C.', titleInk: '#e9d49a', titleShadow: '#1c0b0f', taglineInk: '#efe3c8',
      tagline: 'For Employers • For Employees • Business Litigation • Contracts • HR Policies • Wage & Hour • Discrimination',
      badge: '#c9a25a', badgeInk: '#3b1d24', badgeText: ['BOTH', 'SIDES!'],
      nav: '#3b1d24', navInk: '#d8c08a', side: '#e6dccb', sideHead: '#7a2e3a', sideHeadInk: '#f6e9ea', link: '#5b3fa0',
      text: '#c9bca6', heading: '#7a2e3a', heading2: '#3b1d24', welcome: 'Welcome Employers AND Employees!',
      subhead: 'Who We Represent', photo: ['#d8d2c6', '#a79f90', '#8b8373'], promo: ['Fired? Sued? Call Us!', 'We fight for you • Whoever you are'],
    },
  },
};

function caseStudyShot(slug, kind) {
  const W = 1200;
  const H = 750;
  const old = PORTFOLIO_BEFORE[slug];
  const p = PORTFOLIO[slug];
  const page = kind === 'before' ? beforePage(old.before, old.motif) : sitePage({ ...p.site, name: CLIENTS[slug] }, p.theme, 710);
  const url = kind === 'before' ? `http://www.${old.url}/index2.html` : `https://${p.url}`;
  return doc(W, H, rect(0, 0, W, H, C.white) + browserChrome(W, url) + nest(0, 40, W, 710, W, 710, page));
}

/* ------------------------------------------------------------------------------------------ */
/* Team portraits                                                                             */
/* ------------------------------------------------------------------------------------------ */

const TEAM = {
  'maya-okafor': {
    bg: [C.brand, C.brandStrong],
    deco: C.accent,
    skin: '#7a4a2e',
    skinShade: '#633a22',
    hair: '#1c1310',
    hairStyle: 'puff',
    top: C.accent,
    topShade: C.accentShade,
    under: '#ffffff',
    extras: 'earrings',
  },
  'daniel-reyes': {
    bg: [C.brandStrong, C.brandDeepest],
    deco: C.brandBright,
    skin: '#d8a178',
    skinShade: '#bf865f',
    hair: '#2b1d14',
    hairStyle: 'short',
    top: '#1f3550',
    topShade: '#16273d',
    under: '#9cc3e6',
    extras: 'beard',
  },
  // The same dark green ground as the other two portraits (a light one stood out on /about), so
  // the top is terracotta rather than the brand green it would vanish into.
  'priya-shah': {
    bg: [C.brandDeep, C.brandDeeper],
    deco: C.accent,
    skin: '#b07650',
    skinShade: '#96603d',
    hair: '#15101a',
    hairStyle: 'long',
    top: '#c8553d',
    topShade: '#a2412d',
    under: C.accent,
    extras: 'glasses',
  },
};

function portrait(p) {
  const W = 600;
  const bg = uid('tbg');
  let out = `<defs>${linearGradient(bg, [
    [0, p.bg[0]],
    [1, p.bg[1]],
  ])}</defs>`;
  out += rect(0, 0, W, W, `url(#${bg})`);
  // background geometry
  out += `<circle cx="300" cy="280" r="230" fill="none" stroke="${p.deco}" stroke-width="3" opacity="0.35"/>`;
  out += `<circle cx="300" cy="280" r="190" fill="${C.white}" opacity="0.08"/>`;
  out += sparkle(500, 110, 30, p.deco, 0.2);
  out += sparkle(92, 470, 16, p.deco, 0.2);
  out += circle(110, 130, 8, p.deco, { opacity: 0.7 });

  // hair behind the head
  if (p.hairStyle === 'puff') {
    const puffs = [
      [300, 150, 120],
      [210, 200, 80],
      [390, 200, 80],
      [240, 130, 80],
      [360, 130, 80],
      [195, 265, 55],
      [405, 265, 55],
    ];
    out += puffs.map(([x, y, r]) => circle(x, y, r, p.hair)).join('');
    out += puffs.map(([x, y, r]) => circle(x - r * 0.3, y - r * 0.3, r * 0.25, '#ffffff', { opacity: 0.05 })).join('');
  } else if (p.hairStyle === 'long') {
    out += `<path d="M190 250 C180 140 240 100 300 100 C360 100 420 140 410 250 L430 470 C400 500 200 500 170 470Z" fill="${p.hair}"/>`;
  }
  // shoulders
  out += `<path d="M90 600 C95 480 170 430 300 430 C430 430 505 480 510 600Z" fill="${p.top}"/>`;
  out += `<path d="M90 600 C95 500 140 455 200 440 C175 500 170 560 180 600Z" fill="${p.topShade}" opacity="0.6"/>`;
  // neck + neckline
  out += rect(262, 330, 76, 120, p.skinShade, { r: 30 });
  out += `<path d="M240 432 Q300 520 360 432Z" fill="${p.under}"/>`;
  out += `<path d="M252 436 Q300 500 348 436 Q300 470 252 436Z" fill="${p.skinShade}"/>`;
  if (p.extras !== 'beard') out += `<path d="M258 438 L300 520 L342 438" fill="none" stroke="${p.topShade}" stroke-width="8" stroke-linejoin="round"/>`;
  else out += `<path d="M230 440 L270 470 L300 440 L330 470 L370 440" fill="${p.under}" stroke="${mix(p.under, '#000000', 0.15)}" stroke-width="3"/>`;
  if (p.hairStyle === 'long') {
    out += `<path d="M190 300 C185 380 200 440 220 470 L180 480 C165 420 170 350 190 300Z" fill="${p.hair}"/>`;
    out += `<path d="M410 300 C415 380 400 440 380 470 L420 480 C435 420 430 350 410 300Z" fill="${p.hair}"/>`;
    out += circle(300, 500, 8, C.accent);
  }
  // ears
  out += `<ellipse cx="206" cy="280" rx="18" ry="28" fill="${p.skinShade}"/>`;
  out += `<ellipse cx="394" cy="280" rx="18" ry="28" fill="${p.skinShade}"/>`;
  if (p.extras === 'earrings') {
    out += circle(204, 318, 9, C.accent);
    out += circle(396, 318, 9, C.accent);
  }
  // head
  out += `<ellipse cx="300" cy="262" rx="96" ry="114" fill="${p.skin}"/>`;
  // hair on top
  if (p.hairStyle === 'short') {
    out += `<path d="M204 250 C196 170 240 140 300 140 C370 140 410 180 398 250 C390 220 370 200 330 196 C300 192 260 206 240 200 C226 215 214 232 204 250Z" fill="${p.hair}"/>`;
    out += `<path d="M300 144 C340 140 380 160 392 196" stroke="${mix(p.hair, '#ffffff', 0.15)}" stroke-width="6" fill="none" stroke-linecap="round"/>`;
  } else if (p.hairStyle === 'long') {
    out += `<path d="M204 260 C200 180 240 148 300 148 C360 148 400 180 396 260 C380 210 340 184 306 178 L300 196 L294 178 C260 184 220 210 204 260Z" fill="${p.hair}"/>`;
  } else {
    out += `<path d="M206 240 C210 190 250 158 300 158 C350 158 390 190 394 240 C370 210 330 200 300 200 C270 200 230 210 206 240Z" fill="${p.hair}"/>`;
  }
  // face
  const browInk = mix(p.hair, p.skin, 0.2);
  out += `<path d="M246 242 Q264 232 282 240" stroke="${browInk}" stroke-width="6" fill="none" stroke-linecap="round"/>`;
  out += `<path d="M318 240 Q336 232 354 242" stroke="${browInk}" stroke-width="6" fill="none" stroke-linecap="round"/>`;
  out += `<ellipse cx="264" cy="270" rx="9" ry="11" fill="${C.ink}"/>`;
  out += `<ellipse cx="336" cy="270" rx="9" ry="11" fill="${C.ink}"/>`;
  out += circle(267, 266, 3, C.white);
  out += circle(339, 266, 3, C.white);
  out += `<path d="M300 278 Q292 306 302 312" stroke="${p.skinShade}" stroke-width="5" fill="none" stroke-linecap="round"/>`;
  out += circle(240, 308, 16, '#e0705a', { opacity: 0.18 });
  out += circle(360, 308, 16, '#e0705a', { opacity: 0.18 });
  if (p.extras === 'beard') {
    out += `<path d="M206 270 C206 340 240 378 300 378 C360 378 394 340 394 270 C388 320 360 336 330 330 C310 326 290 326 270 330 C240 336 212 320 206 270Z" fill="${p.hair}" opacity="0.92"/>`;
    out += `<path d="M272 336 Q300 356 328 336" stroke="${C.white}" stroke-width="6" fill="none" stroke-linecap="round"/>`;
  } else {
    out += `<path d="M270 330 Q300 356 330 330 Q300 344 270 330Z" fill="${C.white}" stroke="#7a2e2e" stroke-width="4" stroke-linejoin="round"/>`;
  }
  if (p.extras === 'glasses') {
    out += circle(264, 270, 26, 'none', { stroke: C.ink, sw: 5 });
    out += circle(336, 270, 26, 'none', { stroke: C.ink, sw: 5 });
    out += `<path d="M290 268 Q300 262 310 268 M238 266 L208 258 M362 266 L392 258" stroke="${C.ink}" stroke-width="5" fill="none"/>`;
  }
  return doc(W, W, out);
}

/* ------------------------------------------------------------------------------------------ */
/* Home hero                                                                                  */
/* ------------------------------------------------------------------------------------------ */

const STUDIO_SITE = {
  name: STUDIO.name,
  eyebrow: 'Hand-coded websites you own',
  headline: ['Websites that load', 'before you blink'],
  sub: ['Fast, accessible sites with clear messaging for', 'firms that want more of the right clients.'],
  cta: 'Book a strategy call',
  secondary: 'See our work',
  trust: ['5.0 client rating', 'You own the code', 'No monthly lock-in'],
  features: ['Design & build', 'Performance', 'Messaging'],
  section: 'What we do',
  motif: 'speed',
};

function gauge(cx, cy, r) {
  const arcId = uid('arc');
  let out = `<defs>${linearGradient(arcId, [
    [0, C.accent],
    [1, C.brand],
  ], { x1: 0, y1: 0, x2: 1, y2: 0 })}</defs>`;
  out += `<path d="M${cx - r} ${cy} A${r} ${r} 0 0 1 ${cx + r} ${cy}" fill="none" stroke="${C.line}" stroke-width="22" stroke-linecap="round"/>`;
  out += `<path d="M${cx - r} ${cy} A${r} ${r} 0 0 1 ${cx + r} ${cy}" fill="none" stroke="url(#${arcId})" stroke-width="22" stroke-linecap="round"/>`;
  for (let i = 0; i <= 10; i++) {
    const a = Math.PI + (Math.PI * i) / 10;
    const r1 = r - 22;
    const r2 = r - (i % 5 === 0 ? 38 : 32);
    out += `<line x1="${(cx + r1 * Math.cos(a)).toFixed(1)}" y1="${(cy + r1 * Math.sin(a)).toFixed(1)}" x2="${(cx + r2 * Math.cos(a)).toFixed(1)}" y2="${(cy + r2 * Math.sin(a)).toFixed(1)}" stroke="${C.muted}" stroke-width="${i % 5 === 0 ? 4 : 2}" stroke-linecap="round"/>`;
  }
  // needle at 100 (pointing right, slightly raised)
  const a = -0.06;
  out += `<path d="M${cx} ${cy - 9} L${(cx + (r - 40) * Math.cos(a)).toFixed(1)} ${(cy + (r - 40) * Math.sin(a)).toFixed(1)} L${cx} ${cy + 9}Z" fill="${C.ink}"/>`;
  out += circle(cx, cy, 16, C.ink);
  out += circle(cx, cy, 6, C.accent);
  return out;
}

function hero() {
  const W = 1600;
  const H = 1000;
  const bg = uid('hbg');
  const sh = uid('sh');
  const shp = uid('sh');
  const shc = uid('sh');
  let out = `<defs>${linearGradient(bg, [
    [0, C.surface],
    [0.55, C.brandSoft],
    [1, C.brandMist],
  ])}${shadowFilter(sh, { dy: 16, blur: 8, opacity: 0.16 })}${shadowFilter(shp, { dy: 12, blur: 6, opacity: 0.22 })}${shadowFilter(shc, { dy: 8, blur: 7, opacity: 0.12 })}</defs>`;
  out += rect(0, 0, W, H, `url(#${bg})`);
  // decorations: dot grid, rings, sparkles
  for (let i = 0; i < 10; i++) for (let j = 0; j < 6; j++) out += circle(60 + i * 26, 740 + j * 26, 3.2, C.brand, { opacity: 0.22 });
  out += `<circle cx="1420" cy="860" r="260" fill="${C.brand}" opacity="0.08"/>`;
  out += `<circle cx="130" cy="110" r="84" fill="none" stroke="${C.accent}" stroke-width="4" opacity="0.6"/>`;
  out += sparkle(1500, 560, 34, C.accent);
  out += sparkle(110, 420, 22, C.brand);
  out += sparkle(1040, 90, 18, C.accent);
  // speed streaks behind the laptop
  [0, 1, 2].forEach((i) => {
    out += rect(40 + i * 30, 330 + i * 60, 180 - i * 40, 10, C.brand, { r: 5, opacity: 0.25 + i * 0.15 });
  });
  const page = browserChrome(1200, STUDIO_HOST) + nest(0, 40, 1200, 710, 1200, 710, sitePage(STUDIO_SITE, {}, 710));
  out += laptop(250, 200, 940, page, { shadowId: sh });
  out += phone(1110, 440, 224, sitePhone(STUDIO_SITE, {}), { shadowId: shp });

  // Gauge card
  out += rect(1130, 80, 400, 290, C.white, { r: 28, extra: `filter="url(#${shc})"` });
  out += text(1170, 130, 'PAGE SPEED', { size: 16, weight: 700, fill: C.muted, ls: 2 });
  out += rect(1400, 108, 98, 30, C.brandSoft, { r: 15 });
  out += text(1449, 129, 'Mobile', { size: 14, weight: 700, fill: C.brandStrong, anchor: 'middle' });
  out += gauge(1330, 316, 136);
  out += text(1330, 282, '100', { size: 56, weight: 700, fill: C.brandStrong, anchor: 'middle' });
  out += text(1330, 352, 'Performance score', { size: 15, weight: 600, fill: C.muted, anchor: 'middle' });

  // Metric chips
  const chip = (x, y, label, value) =>
    rect(x, y, 210, 64, C.white, { r: 18, extra: `filter="url(#${shc})"` }) +
    circle(x + 34, y + 32, 16, C.brandSoft) +
    check(x + 26, y + 25, 16, C.brand, 3.5) +
    text(x + 60, y + 28, label, { size: 14, fill: C.muted, weight: 600 }) +
    text(x + 60, y + 50, value, { size: 19, fill: C.ink, weight: 700 });
  out += chip(70, 220, 'Accessibility', '100 / 100');
  out += chip(60, 560, 'Largest paint', '0.7 seconds');
  out += chip(1340, 900 - 60, 'Layout shift', '0.00');
  return doc(W, H, out);
}

/* ------------------------------------------------------------------------------------------ */
/* Industry heroes                                                                            */
/* ------------------------------------------------------------------------------------------ */

/**
 * An industry page's hero picture (1600 × 1000): its mock site rebuilt (the "after" of its
 * before/after pair) on a laptop and a phone, in the home hero's light ground, with what the site
 * brings in (`lead`) and two of the measures the studio promises. The page shows it beside the
 * headline on wide screens only, where the dark hero had an empty half.
 */
function industryHero(slug) {
  const d = MOCK_SITES[slug];
  const site = { ...d.site, motif: d.motif };
  const W = 1600;
  const H = 1000;
  const bg = uid('ibg');
  const sh = uid('sh');
  const shp = uid('sh');
  const shc = uid('sh');
  let out = `<defs>${linearGradient(bg, [
    [0, C.brandMist],
    [0.45, C.brandSoft],
    [1, C.surface],
  ], { x1: 0, y1: 1, x2: 1, y2: 0 })}${shadowFilter(sh, { dy: 16, blur: 8, opacity: 0.16 })}${shadowFilter(shp, { dy: 12, blur: 6, opacity: 0.22 })}${shadowFilter(shc, { dy: 8, blur: 7, opacity: 0.12 })}</defs>`;
  out += rect(0, 0, W, H, `url(#${bg})`);
  // decorations: a dot grid, a ring, sparkles and a soft disc behind the phone
  for (let i = 0; i < 8; i++) for (let j = 0; j < 5; j++) out += circle(1370 + i * 26, 800 + j * 26, 3.2, C.brand, { opacity: 0.2 });
  out += `<circle cx="1380" cy="640" r="250" fill="${C.brand}" opacity="0.08"/>`;
  out += `<circle cx="120" cy="860" r="90" fill="none" stroke="${C.accent}" stroke-width="4" opacity="0.6"/>`;
  out += sparkle(90, 150, 26, C.accent);
  out += sparkle(1500, 300, 20, C.brand);
  out += sparkle(560, 120, 16, C.accent);

  const page = browserChrome(1200, `https://${d.url}`) + nest(0, 40, 1200, 710, 1200, 710, sitePage(site, {}, 710));
  out += laptop(250, 240, 900, page, { shadowId: sh });
  out += phone(1150, 400, 236, sitePhone(site, {}), { shadowId: shp });

  // What the site brought in: a notification card, as wide as its text (bold ≈ 0.6 em a letter)
  const cardW = Math.round(Math.max(d.lead.title.length * 30 * 0.6, d.lead.detail.length * 19 * 0.55) + 180);
  const cardX = 1560 - cardW;
  out += rect(cardX, 60, cardW, 150, C.white, { r: 28, extra: `filter="url(#${shc})"` });
  out += circle(cardX + 75, 135, 36, C.brand);
  out += check(cardX + 57, 118, 34, C.white, 6);
  out += text(cardX + 135, 115, 'JUST NOW', { size: 17, weight: 700, fill: C.muted, ls: 2 });
  out += text(cardX + 135, 153, d.lead.title, { size: 30, weight: 700, fill: C.ink });
  out += text(cardX + 135, 187, d.lead.detail, { size: 19, fill: C.inkSoft });

  // Measures the studio promises, over the laptop's left edge
  const chip = (x, y, label, value) =>
    rect(x, y, 270, 84, C.white, { r: 22, extra: `filter="url(#${shc})"` }) +
    circle(x + 42, y + 42, 22, C.brandSoft) +
    check(x + 31, y + 32, 22, C.brand, 4.5) +
    text(x + 78, y + 36, label, { size: 18, fill: C.muted, weight: 600 }) +
    text(x + 78, y + 66, value, { size: 26, fill: C.ink, weight: 700 });
  out += chip(30, 330, 'Accessibility', '100 / 100');
  out += chip(50, 640, 'Largest paint', '0.8 seconds');
  return doc(W, H, out);
}

/* ------------------------------------------------------------------------------------------ */
/* Output                                                                                     */
/* ------------------------------------------------------------------------------------------ */

/** Palette PNG without dithering: flat illustrations stay crisp and small (all well under 60 KB). */
async function writePng(rel, svg, { colours = 128, dither = 0 } = {}) {
  const file = path.join(ROOT, rel);
  await mkdir(path.dirname(file), { recursive: true });
  const buf = await sharp(Buffer.from(svg), { density: 72 })
    .png({ palette: true, quality: 80, colours, dither, effort: 10, compressionLevel: 9 })
    .toBuffer();
  await writeFile(file, buf);
  console.log(`${rel.padEnd(48)} ${(buf.length / 1024).toFixed(1)} KB`);
}

const jobs = [];
for (const { slug, file } of INDUSTRY_FILES) {
  if (!MOCK_SITES[slug]) {
    console.log(`before-after/${slug}: no mock site drawn for ${file}; give its beforeAfter images of its own`);
    continue;
  }
  jobs.push([`before-after/${slug}-before`, () => writePng(`src/assets/before-after/${slug}-before.png`, industryShot(slug, 'before'))]);
  jobs.push([`before-after/${slug}-after`, () => writePng(`src/assets/before-after/${slug}-after.png`, industryShot(slug, 'after'))]);
  jobs.push([`hero/${slug}`, () => writePng(`src/assets/hero/${slug}.png`, industryHero(slug))]);
}
for (const { file, slug, beforeAfter } of PORTFOLIO_ENTRIES) {
  if (!PORTFOLIO[slug]) {
    console.log(`portfolio/${slug}: no mock site drawn for ${file}; give it an image of its own`);
    continue;
  }
  jobs.push([`portfolio/${slug}`, () => writePng(`src/assets/portfolio/${slug}.png`, portfolioShot(slug))]);
  if (beforeAfter && PORTFOLIO_BEFORE[slug]) {
    jobs.push([`case-studies/${slug}-before`, () => writePng(`src/assets/case-studies/${slug}-before.png`, caseStudyShot(slug, 'before'))]);
    jobs.push([`case-studies/${slug}-after`, () => writePng(`src/assets/case-studies/${slug}-after.png`, caseStudyShot(slug, 'after'))]);
  }
}
for (const [name, p] of Object.entries(TEAM)) jobs.push([`team/${name}`, () => writePng(`src/assets/team/${name}.png`, portrait(p))]);
jobs.push(['hero/home', () => writePng('src/assets/hero/home.png', hero())]);
jobs.push(['favicon', async () => {
  const favicon = logoMarkSvg({ size: 64 });
  await mkdir(path.join(ROOT, 'public'), { recursive: true });
  await writeFile(path.join(ROOT, 'public/favicon.svg'), favicon + '\n');
  console.log('public/favicon.svg');
  await writePng('public/apple-touch-icon.png', logoMarkSvg({ size: 180, square: true }), { colours: 64 });
}]);

// Optional filter: `node scripts/generate-images.mjs portfolio` regenerates only matching outputs.
const filter = process.argv[2];
for (const [name, job] of jobs) if (!filter || name.includes(filter)) await job();
