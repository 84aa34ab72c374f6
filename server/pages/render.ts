/**
 * Server rendering of pages: the app's own renderer (src/entry-server.tsx, built by
 * `npm run build:ssr` into the folder next to the built app) writes a page's HTML into #root, so
 * the first paint needs no JavaScript. Without that build, pages are rendered by the browser.
 */
import { NONCE_SLOT } from '../http/security';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import type { PageSeed, RenderedPage } from '../../src/contract';

/**
 * A page's #root markup for an absolute URL, rendered with what the server already knows;
 * undefined when the browser must decide (a guard redirect).
 */
/** `nonce`: put on the renderer's own inline scripts (the router's hydration data). */
export type PageRenderer = (url: string, seed?: PageSeed, nonce?: string) => Promise<RenderedPage | undefined>;

export const SSR_ENTRY = 'entry-server.js';

/** The renderer of a server build, or undefined when there is none or it does not load. */
export async function loadPageRenderer(ssrDir: string | undefined, log: FastifyBaseLogger): Promise<PageRenderer | undefined> {
  const file = ssrDir ? path.join(ssrDir, SSR_ENTRY) : undefined;
  if (!file || !existsSync(file)) return undefined;
  try {
    const entry = (await import(pathToFileURL(file).href)) as { renderPage?: PageRenderer };
    return typeof entry.renderPage === 'function' ? entry.renderPage : undefined;
  } catch (error) {
    log.error({ err: error }, 'the server renderer did not load; pages are rendered in the browser');
    return undefined;
  }
}

const EMPTY_ROOT = /<div id="root"><\/div>/;

/** index.html with the rendered page inside #root, and its data script right after it. */
export function withRenderedRoot(html: string, page: RenderedPage): string {
  const data = page.data ? `<script nonce="${NONCE_SLOT}">${page.data}</script>` : '';
  return html.replace(EMPTY_ROOT, () => `<div id="root">${page.html}</div>${data}`);
}
