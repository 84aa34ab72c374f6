#!/usr/bin/env node
// The web app manifest's screenshots (the richer install sheet on Android and desktop Chrome), taken
// from the running app in the system Chromium and kept in public/screenshots/ (committed: a fresh
// machine builds without a browser). Run again when home's look changes:
//   node scripts/pwa-screenshots.mjs http://localhost:8080/
// The sizes must stay those vite.config.ts's manifest lists.
import { mkdirSync } from 'node:fs';
import { chromium } from 'playwright-core';
import sharp from 'sharp';
import { chromiumPath, CHROMIUM_ARGS } from './lib/chromium.mjs';

const base = process.argv[2];
if (!base) {
  console.error('usage: node scripts/pwa-screenshots.mjs <base-url>');
  process.exit(2);
}
const SHOTS = [
  // 375 × 667 CSS px at 2× → 750 × 1334, a phone.
  { file: 'home-narrow.webp', viewport: { width: 375, height: 667 }, scale: 2 },
  { file: 'home-wide.webp', viewport: { width: 1280, height: 800 }, scale: 1 },
];
mkdirSync('public/screenshots', { recursive: true });
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
try {
  for (const shot of SHOTS) {
    const page = await browser.newPage({ viewport: shot.viewport, deviceScaleFactor: shot.scale, locale: 'fa-IR', timezoneId: 'Asia/Tehran' });
    await page.goto(new URL('/', base).toString(), { waitUntil: 'networkidle' });
    await page.evaluate(() => document.fonts.ready);
    const png = await page.screenshot({ animations: 'disabled', caret: 'hide' });
    await sharp(png).webp({ quality: 80 }).toFile(`public/screenshots/${shot.file}`);
    console.log(`public/screenshots/${shot.file}`);
    await page.close();
  }
} finally {
  await browser.close();
}
