#!/usr/bin/env node
// Screenshots of app pages at phone and desktop widths, for looking at a screen before calling it
// done. Usage: node scripts/screenshot.mjs http://localhost:8080/ [/path …]  → tmp/screens/*.png
// Signed-in pages: SCREENSHOT_SESSION='{"accessToken":"…","refreshToken":"…"}' (an /account/connect/token answer's tokens).
import { mkdirSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { chromiumPath, CHROMIUM_ARGS } from './lib/chromium.mjs';

const [base, ...paths] = process.argv.slice(2);
if (!base) {
  console.error('usage: node scripts/screenshot.mjs <base-url> [path …]');
  process.exit(2);
}
const WIDTHS = [375, 1280];
mkdirSync('tmp/screens', { recursive: true });
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
for (const path of paths.length ? paths : ['/']) {
  for (const width of WIDTHS) {
    const page = await browser.newPage({ viewport: { width, height: width < 600 ? 812 : 800 }, locale: 'fa-IR', timezoneId: 'Asia/Tehran' });
    if (process.env.SCREENSHOT_SESSION) {
      // Where AuthStore keeps a session, before the page's scripts run.
      await page.addInitScript((s) => {
        localStorage.setItem('auth.access_token', s.accessToken);
        localStorage.setItem('auth.refresh_token', s.refreshToken);
        localStorage.setItem('auth.refresh_expires_at', String(Date.now() + 86_400_000));
        localStorage.setItem('auth.issued_at', String(Date.now()));
      }, JSON.parse(process.env.SCREENSHOT_SESSION));
    }
    await page.goto(new URL(path, base).toString(), { waitUntil: 'networkidle' });
    await page.evaluate(() => document.fonts.ready);
    const file = `tmp/screens/${(path.replace(/[^a-z0-9]+/gi, '_') || 'root')}-${width}.png`;
    await page.screenshot({ path: file, fullPage: true });
    console.log(file);
    await page.close();
  }
}
await browser.close();
