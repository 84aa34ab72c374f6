import type { Browser } from 'playwright-core';
import { HttpError } from '../../http/envelope';

export const PDF_UNAVAILABLE = 'ساخت فایل PDF بلیت فعلاً ممکن نیست؛ کمی بعد دوباره تلاش کنید.';

const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
/** Pages rendered at once; more wait their turn. */
const MAX_PAGES = 4;

/**
 * HTML → PDF with the system Chromium (STACK.md: its shaping and bidi are right for Persian). One
 * browser, launched on first use and reused; a missing or broken Chromium is a 503, never a 500.
 */
export class PdfRenderer {
  private browser: Promise<Browser> | undefined;
  private active = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly executablePath = process.env.CHROME_PATH || '/usr/bin/chromium') {}

  private launch(): Promise<Browser> {
    this.browser ??= import('playwright-core')
      .then(({ chromium }) => chromium.launch({ executablePath: this.executablePath, headless: true, args: ARGS }))
      .then((browser) => {
        browser.on('disconnected', () => (this.browser = undefined));
        return browser;
      })
      .catch((error: unknown) => {
        this.browser = undefined;
        throw error;
      });
    return this.browser;
  }

  async pdf(html: string): Promise<Buffer> {
    if (this.active >= MAX_PAGES) await new Promise<void>((resolve) => this.waiting.push(resolve));
    this.active++;
    try {
      let browser: Browser;
      try {
        browser = await this.launch();
      } catch {
        throw new HttpError(503, PDF_UNAVAILABLE);
      }
      const page = await browser.newPage();
      try {
        await page.setContent(html, { waitUntil: 'load' });
        await page.evaluate(() => document.fonts.ready.then(() => undefined));
        return await page.pdf({ format: 'A4', printBackground: true, preferCSSPageSize: true });
      } finally {
        await page.close().catch(() => undefined);
      }
    } finally {
      this.active--;
      this.waiting.shift()?.();
    }
  }

  async close(): Promise<void> {
    const browser = this.browser;
    this.browser = undefined;
    await (await browser?.catch(() => undefined))?.close().catch(() => undefined);
  }
}
