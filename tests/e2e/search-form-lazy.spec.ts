import { expect, test, type Page } from '@playwright/test';
import { addDays, tehranToday } from '../../src/domain';
import { dayName } from './support/journeys';

// Issue 29: home's search form works before its dropdowns' code (the place list, the popover with
// floating-ui) has arrived; that code loads when the page is idle or at the first use. Here it is held
// back on purpose, as on a slow phone network, while the traveller starts typing and clicking.
test.use({ serviceWorkers: 'block' });

/** Holds every chunk whose name matches until the returned function is called. */
async function holdChunks(page: Page, name: RegExp): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => { release = resolve; });
  await page.route(name, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test('typing a place before the list has loaded keeps the text, Enter waits, and the list opens on it', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const release = await holdChunks(page, /\/assets\/LocationCombobox-[\w-]+\.js$/);
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');

  const origin = page.getByRole('combobox', { name: 'مبدأ' });
  await origin.click();
  await origin.pressSequentially('مشه');
  await origin.press('Enter');
  // Nothing was sent: still home, the text as typed, no list yet.
  await expect(page).toHaveURL(/\/$/);
  await expect(origin).toHaveValue('مشه');
  await expect(page.getByRole('listbox')).toHaveCount(0);

  release();
  // The list takes over the field with the focus and the text, opened on what was typed.
  await expect(page.getByRole('option', { name: /مشهد/ }).first()).toBeVisible();
  await expect(origin).toBeFocused();
  await expect(origin).toHaveValue('مشه');
  await origin.pressSequentially('د');
  await expect(origin).toHaveValue('مشهد');
  await origin.press('Enter');
  await expect(origin).toHaveValue(/مشهد/);
  await expect(page.getByRole('listbox')).toHaveCount(0);
});

test('a date field clicked before the popover has loaded opens its calendar when it arrives, and gives the focus back', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const release = await holdChunks(page, /\/assets\/(popover-part|floating-ui[^/]*)-[\w-]+\.js$/);
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await page.locator('label:visible', { hasText: /^یک‌طرفه$/ }).first().click();

  const date = page.getByRole('button', { name: /^تاریخ رفت/ });
  await date.click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  release();
  const departing = addDays(tehranToday(), 9);
  await expect(page.getByRole('dialog').getByRole('button', { name: dayName(departing) })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(date).toBeFocused();
});

test('on a phone the place list opens as wide as its field, and the page does not scroll sideways', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  const origin = page.getByRole('combobox', { name: 'مبدأ' });
  await origin.click();
  await origin.pressSequentially('مشه');
  const list = page.getByRole('listbox');
  await expect(list.getByRole('option', { name: /مشهد/ }).first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  const field = (await origin.boundingBox())!;
  const dropdown = (await list.evaluate((el) => el.closest('[data-position]')?.getBoundingClientRect().toJSON() ?? el.getBoundingClientRect().toJSON())) as DOMRect;
  expect(dropdown.left).toBeGreaterThanOrEqual(0);
  expect(dropdown.right).toBeLessThanOrEqual(field.x + field.width + 1);
});
