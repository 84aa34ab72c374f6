import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { HotelGallery } from '../../src/design-system';
import { ON_MOBILE, ON_TABLET } from './fixtures/flights';
import { parsianPhotos } from './fixtures/hotels';

const meta = {
  title: 'Design system/Hotels/HotelGallery',
  component: HotelGallery,
  args: {
    photos: parsianPhotos, altText: 'نمای هتل بزرگ پارسیان', label: 'عکس‌های هتل بزرگ پارسیان',
    defaultIndex: 0, onIndexChange: fn(), defaultLightboxOpened: false, onLightboxOpenedChange: fn(),
  },
  parameters: {
    docs: {
      description: {
        component: 'عکس‌های هتل در بالای صفحه هتل: یک عکس بزرگ، ردیفی از عکس‌های کوچک برای انتخاب، و دکمه «همه عکس‌ها» که نمایشگری '
          + 'بزرگ با عکس قبلی و بعدی باز می‌کند (در گوشی تمام‌صفحه). مسافر با آن پیش از رزرو هتل و اتاق‌هایش را می‌بیند.',
      },
    },
  },
  argTypes: {
    photos: { description: 'عکس‌های هتل به ترتیب؛ اولی نمای اصلی است. هر عکس نسخه بزرگ و کوچک خودش را دارد. بی هیچ عکسی چیزی کشیده نمی‌شود.' },
    altText: { description: 'متن جایگزین عکس‌ها برای صفحه‌خوان‌ها؛ صفحه هتل نام هتل را می‌دهد و عکس سوم «…، عکس ۳» خوانده می‌شود.' },
    label: { description: 'نام گالری و عنوان نمایشگر بزرگ؛ صفحه هتل «عکس‌های» و نام هتل را می‌دهد. پیش‌فرض «عکس‌های هتل».' },
    index: { description: 'شماره عکسی که نشان داده می‌شود، از صفر، وقتی صفحه خودش آن را نگه می‌دارد؛ صفحه هتل آن را نمی‌دهد.' },
    defaultIndex: { description: 'عکسی که گالری با آن شروع می‌شود وقتی صفحه شماره را نگه نمی‌دارد؛ پیش‌فرض صفر، یعنی نمای اصلی.' },
    onIndexChange: { description: 'وقتی مسافر عکس دیگری را انتخاب می‌کند، با شماره آن صدا زده می‌شود.' },
    lightboxOpened: { description: 'باز بودن نمایشگر بزرگ وقتی صفحه خودش آن را نگه می‌دارد؛ صفحه هتل آن را نمی‌دهد.' },
    defaultLightboxOpened: { description: 'نمایشگر بزرگ از اول باز باشد یا نه؛ پیش‌فرض بسته. داستان‌ها با آن نمایشگر باز را نشان می‌دهند.' },
    onLightboxOpenedChange: { description: 'وقتی نمایشگر بزرگ باز یا بسته می‌شود صدا زده می‌شود.' },
  },
  // The hotel page's photo column is about this wide on a desktop.
  decorators: [(Story) => <div style={{ maxWidth: 720 }}><Story /></div>],
} satisfies Meta<typeof HotelGallery>;

export default meta;
type Story = StoryObj<typeof meta>;

// The lightbox lives in a portal outside #storybook-root: screenshot the whole page.
const page = { layout: 'fullscreen' } as const;
const padded: Story['decorators'] = [(Story) => <div style={{ padding: 16, maxWidth: 720 }}><Story /></div>];

/** The open lightbox sits in a portal and fades in: find it in document.body, wait until it shows. */
async function openedLightbox() {
  // The lightbox's code arrives lazily: on a docs page, beside other framed stories, that can take seconds.
  const dialog = await within(document.body).findByRole('dialog', { name: 'عکس‌های هتل بزرگ پارسیان' }, { timeout: 10_000 });
  await waitFor(() => expect(dialog).toBeVisible(), { timeout: 5_000 });
  return dialog;
}

/** همه ویژگی‌ها با کنترل‌ها، برای آزمودن هر ترکیب. */
export const Playground: Story = {};

/** دوازده عکس: عکس‌های کوچک یکی را انتخاب می‌کنند و کلیدهای جهت در ردیف جابه‌جا می‌شوند (در راست‌به‌چپ، جهت چپ عکس بعدی است). */
export const SeveralPhotos: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'نمای هتل بزرگ پارسیان، عکس ۱' })).toBeVisible();
    const thumbs = canvas.getAllByRole('button', { name: /^عکس .+ از ۱۲$/ });
    await expect(thumbs).toHaveLength(12);
    await expect(thumbs[0]).toHaveAttribute('aria-current', 'true');
    await expect(thumbs[2]!.querySelector('img')).toHaveAttribute('loading', 'lazy');

    await userEvent.click(canvas.getByRole('button', { name: 'عکس ۳ از ۱۲' }));
    await expect(args.onIndexChange).toHaveBeenLastCalledWith(2);
    await expect(canvas.getByRole('img', { name: 'نمای هتل بزرگ پارسیان، عکس ۳' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'عکس ۳ از ۱۲' })).toHaveFocus();

    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('img', { name: 'نمای هتل بزرگ پارسیان، عکس ۴' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'عکس ۴ از ۱۲' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(canvas.getByRole('img', { name: 'نمای هتل بزرگ پارسیان، عکس ۲' })).toBeVisible();
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('button', { name: 'عکس ۱۲ از ۱۲' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    // Past the last photo comes the first again.
    await expect(canvas.getByRole('img', { name: 'نمای هتل بزرگ پارسیان، عکس ۱' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'عکس ۱ از ۱۲' })).toHaveFocus();
    // One tab stop for the whole row.
    await expect(canvas.getAllByRole('button', { name: /^عکس .+ از ۱۲$/ }).filter((b) => b.tabIndex === 0)).toHaveLength(1);
  },
};

/** هتلی با یک عکس: نه ردیف عکس‌های کوچک هست و نه دکمه «همه عکس‌ها». */
export const OnePhoto: Story = {
  args: { photos: parsianPhotos.slice(0, 1) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'نمای هتل بزرگ پارسیان، عکس ۱' })).toBeVisible();
    await expect(canvas.queryAllByRole('button')).toHaveLength(0);
  },
};

/** «همه عکس‌ها (۱۲)» نمایشگر بزرگ را روی همان عکس باز می‌کند؛ عکس بعدی و قبلی، کلید فرار آن را می‌بندد و تمرکز به دکمه برمی‌گردد. */
export const LightboxOpen: Story = {
  args: { defaultIndex: 2 },
  parameters: page,
  decorators: padded,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const all = canvas.getByRole('button', { name: 'همه عکس‌ها (۱۲)' });
    await userEvent.click(all);
    await expect(args.onLightboxOpenedChange).toHaveBeenLastCalledWith(true);
    let dialog = await openedLightbox();
    await expect(within(dialog).getByText('۳ از ۱۲')).toBeVisible();
    await expect(within(dialog).getByRole('img', { name: 'نمای هتل بزرگ پارسیان، عکس ۳' })).toBeVisible();

    await userEvent.click(within(dialog).getByRole('button', { name: 'عکس بعدی' }));
    await expect(within(dialog).getByText('۴ از ۱۲')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'عکس قبلی' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(within(dialog).getByText('۲ از ۱۲')).toBeVisible();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(within(dialog).getByText('۳ از ۱۲')).toBeVisible();

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await expect(args.onLightboxOpenedChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(all).toHaveFocus());

    // Open again for the screenshot.
    await userEvent.click(all);
    dialog = await openedLightbox();
    await expect(within(dialog).getByText('۳ از ۱۲')).toBeVisible();
  },
};

/** در گوشی ۳۷۵ پیکسلی: عکس بزرگ تمام‌عرض و ردیف عکس‌های کوچک زیر آن که کنار می‌رود. */
export const OnMobile: Story = {
  args: { defaultIndex: 1 },
  ...ON_MOBILE,
};

/** در گوشی، نمایشگر بزرگ همه صفحه را می‌گیرد. */
export const LightboxOnMobile: Story = {
  args: { defaultIndex: 4, defaultLightboxOpened: true },
  ...ON_MOBILE,
  parameters: { ...ON_MOBILE.parameters, ...page },
  play: async () => {
    const dialog = await openedLightbox();
    await expect(within(dialog).getByText('۵ از ۱۲')).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'بستن' })).toBeVisible();
  },
};

/** هتلی با دو عکس: ردیف عکس‌های کوچک کوتاه است و «همه عکس‌ها (۲)» هنوز نمایشگر بزرگ را باز می‌کند. */
export const TwoPhotos: Story = {
  args: { photos: parsianPhotos.slice(0, 2) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('button', { name: /^عکس .+ از ۲$/ })).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: 'عکس ۲ از ۲' }));
    await expect(args.onIndexChange).toHaveBeenLastCalledWith(1);
    await expect(canvas.getByRole('img', { name: 'نمای هتل بزرگ پارسیان، عکس ۲' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'همه عکس‌ها (۲)' })).toBeVisible();
    // No focus ring in the screenshot.
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** در تبلت ۷۶۸ پیکسلی، نمایشگر بزرگ پنجره‌ای وسط صفحه است، نه تمام‌صفحه؛ مسافر با دکمه‌ها عکس‌ها را ورق می‌زند. */
export const LightboxOnTablet: Story = {
  args: { defaultIndex: 0, defaultLightboxOpened: true },
  ...ON_TABLET,
  parameters: { ...ON_TABLET.parameters, ...page },
  decorators: padded,
  play: async ({ args }) => {
    const dialog = await openedLightbox();
    await expect(within(dialog).getByText('۱ از ۱۲')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'عکس بعدی' }));
    await expect(args.onIndexChange).toHaveBeenLastCalledWith(1);
    await expect(within(dialog).getByText('۲ از ۱۲')).toBeVisible();
    await expect(within(dialog).getByRole('img', { name: 'نمای هتل بزرگ پارسیان، عکس ۲' })).toBeVisible();
    // A window in the middle, narrower than the screen.
    const content = dialog.closest('.mantine-Modal-content') ?? dialog;
    await expect(content.getBoundingClientRect().width).toBeLessThan(window.innerWidth);
    // No focus ring in the screenshot.
    (document.activeElement as HTMLElement | null)?.blur();
  },
};
