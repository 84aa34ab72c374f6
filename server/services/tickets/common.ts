import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { formatCode } from '../../../src/domain/numbers';

export const esc = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
/**
 * Codes and numbers keep their own order inside Persian lines, written by the app's one rule
 * (formatCode): Latin letters keep the code Latin, digits alone are Persian; never broken across lines.
 */
export const ltr = (s: string) => `<bdi dir="ltr" class="code">${esc(formatCode(s))}</bdi>`;

let fontCss: string | undefined;

/** Vazirmatn (bundled with the app) as data URLs: the page needs no network and no system fonts. */
export function fonts(): string {
  if (fontCss) return fontCss;
  const dir = path.join(path.dirname(createRequire(import.meta.url).resolve('@fontsource-variable/vazirmatn/package.json')), 'files');
  const face = (file: string, range: string) => `@font-face{font-family:Vazirmatn;font-weight:100 900;font-display:block;unicode-range:${range};
src:url(data:font/woff2;base64,${readFileSync(path.join(dir, file)).toString('base64')}) format('woff2')}`;
  fontCss = [
    face('vazirmatn-arabic-wght-normal.woff2', 'U+0600-06FF,U+0750-077F,U+0870-088E,U+0890-0891,U+0897-08E1,U+08E3-08FF,U+200C-200E,U+2010-2011,U+204F,U+2E41,U+FB50-FDFF,U+FE70-FE74,U+FE76-FEFC'),
    face('vazirmatn-latin-wght-normal.woff2', 'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD'),
  ].join('\n');
  return fontCss;
}

/** The printed documents' look (A4, Vazirmatn): tickets and vouchers alike. */
export const DOCUMENT_CSS = `
@page{size:A4;margin:14mm}
*{box-sizing:border-box}body{font-family:Vazirmatn,sans-serif;color:#14202b;font-size:11pt;margin:0}
.code{font-family:Vazirmatn,sans-serif;letter-spacing:.3px;white-space:nowrap}
header{display:flex;justify-content:space-between;align-items:flex-end;border-bottom:2px solid #0b5cad;padding-bottom:6px;margin-bottom:12px}
h1{font-size:18pt;margin:0;color:#0b5cad}.muted{color:#5a6774;font-size:9.5pt}
section{border:1px solid #c8d3de;border-radius:8px;padding:10px 12px;margin-bottom:14px;page-break-inside:avoid}
.route{display:flex;justify-content:space-between;align-items:center;font-size:14pt;font-weight:700;margin:6px 0}
.grid{display:grid;grid-template-columns:repeat(4,1fr);gap:6px 12px;margin:8px 0}.grid div span{display:block;color:#5a6774;font-size:9pt}
table{width:100%;border-collapse:collapse;margin-top:6px}th,td{border-top:1px solid #e1e7ee;padding:5px 4px;text-align:start;font-size:10pt}
th{color:#5a6774;font-weight:500}.refunded{color:#a11}
footer{font-size:9pt;color:#5a6774;border-top:1px solid #e1e7ee;padding-top:6px}`;
