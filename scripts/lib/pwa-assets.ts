/**
 * The installed app's files made at build time: the manifest's PNG icons rendered from the logo
 * (public/favicon.svg) with sharp, and the Persian offline page with the precached Vazirmatn file.
 * Nothing here is a committed PNG: change the logo and the next build has the new icons.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { Plugin } from 'vite';

/** The theme's brand blue (brand[7], the logo's own colour; a unit test keeps the three equal). */
export const PWA_THEME_COLOR = '#1154b9';

export interface PwaIcon {
  src: string;
  sizes: string;
  type: 'image/png';
  purpose?: 'any' | 'maskable';
}

/** The icons the manifest lists and the build writes. */
export const PWA_ICONS: readonly PwaIcon[] = [
  { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
];
/** iOS's home-screen icon (it ignores the manifest's icons), linked from index.html. */
export const APPLE_TOUCH_ICON = '/icons/apple-touch-icon.png';

/**
 * The logo on a full square of its own colour, scaled to `scale`: a maskable icon keeps its mark
 * inside the central 80 % circle every platform's mask leaves, iOS rounds the corners itself.
 */
function fullBleed(svg: string, background: string, scale: number): string {
  const inner = svg.replace(/^[\s\S]*?<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '');
  const viewBox = /viewBox="([^"]+)"/.exec(svg)?.[1] ?? '0 0 64 64';
  const size = Number(viewBox.split(/\s+/)[2]) || 64;
  const offset = (size * (1 - scale)) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}"><rect width="${size}" height="${size}" fill="${background}"/>`
    + `<g transform="translate(${offset} ${offset}) scale(${scale})">${inner}</g></svg>`;
}

export interface PwaAssetsOptions {
  /** The logo, an SVG. */
  logo: string;
  /** The logo's own background colour (the theme's brand blue), for the full-bleed icons. */
  background: string;
  /** The offline page's HTML, with %FONT% for Vazirmatn's Arabic file and %THEME% for the colour. */
  offlinePage: string;
}

export function pwaAssets({ logo, background, offlinePage }: PwaAssetsOptions): Plugin {
  return {
    name: 'pwa-assets',
    apply: 'build',
    async generateBundle(_, bundle) {
      if (this.environment.config.build.ssr) return;
      const svg = readFileSync(logo, 'utf8');
      const render = async (source: string, size: number) => sharp(Buffer.from(source), { density: Math.ceil((72 * size) / 64) })
        .resize(size, size).png({ compressionLevel: 9 }).toBuffer();
      const files: [string, string, number][] = [
        ['/icons/icon-192.png', svg, 192],
        ['/icons/icon-512.png', svg, 512],
        ['/icons/icon-maskable-512.png', fullBleed(svg, background, 0.8), 512],
        [APPLE_TOUCH_ICON, fullBleed(svg, background, 0.8), 180],
      ];
      for (const [file, source, size] of files) {
        this.emitFile({ type: 'asset', fileName: file.slice(1), source: await render(source, size) });
      }
      const font = Object.keys(bundle).find((file) => /vazirmatn-arabic-wght-normal-[\w-]+\.woff2$/.test(file));
      const html = readFileSync(offlinePage, 'utf8').replaceAll('%FONT%', font ? `/${font}` : '').replaceAll('%THEME%', background);
      this.emitFile({ type: 'asset', fileName: path.basename(offlinePage), source: html });
    },
  };
}
