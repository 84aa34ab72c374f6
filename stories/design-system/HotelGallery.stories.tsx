import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { HotelGallery } from '../../src/design-system';
import { ON_MOBILE } from './fixtures/flights';
import { parsianPhotos } from './fixtures/hotels';

const meta = {
  title: 'Design system/Hotels/HotelGallery',
  component: HotelGallery,
  args: {
    photos: parsianPhotos, altText: 'نمای هتل بزرگ پارسیان', label: 'عکس‌های هتل بزرگ پارسیان',
    defaultIndex: 0, onIndexChange: fn(), defaultLightboxOpened: false, onLightboxOpenedChange: fn(),
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
  const dialog = await within(document.body).findByRole('dialog', { name: 'عکس‌های هتل بزرگ پارسیان' });
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
}

export const Playground: Story = {};

/** Twelve photos: the thumbnails pick one; the arrow keys walk the row (ArrowLeft is next in RTL). */
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

/** A hotel with one photo: no thumbnails and no lightbox button. */
export const OnePhoto: Story = {
  args: { photos: parsianPhotos.slice(0, 1) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'نمای هتل بزرگ پارسیان، عکس ۱' })).toBeVisible();
    await expect(canvas.queryAllByRole('button')).toHaveLength(0);
  },
};

/** «همه عکس‌ها (۱۲)» opens the lightbox at the photo shown; next and previous, Escape closes, focus returns. */
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

export const OnMobile: Story = {
  args: { defaultIndex: 1 },
  ...ON_MOBILE,
};

/** On a phone the lightbox fills the screen. */
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
