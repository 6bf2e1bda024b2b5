/**
 * The few HTML pages a function serves itself (the local test checkout, the staff access form):
 * one self-contained page, no external resource, its own strict Content-Security-Policy. An
 * inline script, when a page needs one, is allowed by its SHA-256 hash and nothing else.
 */
import { createHash } from 'node:crypto';
import { escapeHtml } from './escape.ts';
import { NO_STORE_HEADERS } from './http.ts';

const BASE_POLICY = "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";

/** The CSP source of an inline script: 'sha256-<base64>' of its exact text. */
export function scriptHash(script: string): string {
  return `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;
}

export function htmlPage(status: number, title: string, body: string, options: { script?: string } = {}): Response {
  const policy = options.script ? `${BASE_POLICY}; script-src ${scriptHash(options.script)}` : BASE_POLICY;
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f3f4f6;color:#111827}
main{max-width:460px;margin:48px auto;padding:0 16px}
.banner{background:#fef3c7;border:2px dashed #b45309;color:#78350f;padding:12px 16px;border-radius:8px;font-weight:700;text-align:center;letter-spacing:.04em}
.card{background:#fff;border-radius:12px;padding:24px;margin-top:16px;box-shadow:0 1px 3px rgba(0,0,0,.1)}
h1{font-size:1.25rem;margin:0 0 4px}
.price{font-size:2.25rem;font-weight:800;margin:16px 0}
.muted{color:#4b5563;font-size:.95rem}
label{display:block;font-weight:600;margin-top:16px}
input{display:block;width:100%;box-sizing:border-box;font:inherit;padding:10px 12px;margin-top:6px;border:1px solid #6b7280;border-radius:8px}
button,.button{display:block;width:100%;box-sizing:border-box;text-align:center;font:inherit;font-weight:600;padding:12px 16px;border-radius:8px;margin-top:12px;cursor:pointer;text-decoration:none}
button{background:#1d4ed8;color:#fff;border:0}
.button{background:#fff;color:#1f2937;border:1px solid #d1d5db}
button:focus-visible,.button:focus-visible,input:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}
</style>
</head>
<body>
<main>
${body}
</main>${options.script ? `\n<script>${options.script}</script>` : ''}
</body>
</html>`;
  return new Response(html, {
    status,
    headers: {
      ...NO_STORE_HEADERS,
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy': policy,
      'Referrer-Policy': 'no-referrer',
      'X-Robots-Tag': 'noindex',
    },
  });
}
