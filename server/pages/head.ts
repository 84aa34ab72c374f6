/**
 * The app's index.html with each page's own head (title, description, canonical, Open Graph,
 * robots). The template is split once at start; a page is then a few string joins.
 */
import type { PageMeta } from '../../src/domain';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

// Tags this module owns: whatever the build left of them is replaced, not duplicated.
const OWNED_TAGS = [
  /<title\b[^>]*>[\s\S]*?<\/title>\s*/gi,
  /<meta\b[^>]*\bname\s*=\s*["'](?:description|robots)["'][^>]*>\s*/gi,
  /<meta\b[^>]*\bproperty\s*=\s*["']og:(?:title|description|url)["'][^>]*>\s*/gi,
  /<link\b[^>]*\brel\s*=\s*["']canonical["'][^>]*>\s*/gi,
];

export type HeadRenderer = (meta: PageMeta, origin: string) => string;

/** A renderer over this index.html; a file without </head> gets the head tags before <body>. */
export function headRenderer(indexHtml: string): HeadRenderer {
  const html = OWNED_TAGS.reduce((h, tag) => h.replace(tag, ''), indexHtml);
  const at = /<\/head>/i.exec(html)?.index ?? /<body\b/i.exec(html)?.index ?? 0;
  const before = html.slice(0, at).trimEnd();
  const after = html.slice(at);
  return (meta, origin) => {
    const title = escapeHtml(meta.title);
    const description = escapeHtml(meta.description);
    const url = escapeHtml(`${origin}${meta.canonical}`);
    const tags = [
      `<title>${title}</title>`,
      `<meta name="description" content="${description}" />`,
      `<link rel="canonical" href="${url}" />`,
      `<meta property="og:title" content="${title}" />`,
      `<meta property="og:description" content="${description}" />`,
      `<meta property="og:url" content="${url}" />`,
      ...(meta.noindex ? ['<meta name="robots" content="noindex" />'] : []),
    ];
    return `${before}\n    ${tags.join('\n    ')}\n  ${after}`;
  };
}
