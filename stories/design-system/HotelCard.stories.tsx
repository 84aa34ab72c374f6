import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { HotelCard } from '../../src/design-system';
import { ON_MOBILE } from './fixtures/flights';
import { newBoutique, seasideHotel, towerHotel, traditionalHouse } from './fixtures/hotels';

const meta = {
  title: 'Design system/Hotels/HotelCard',
  component: HotelCard,
  args: { hotel: towerHotel, onSelect: fn(), fewRoomsThreshold: 3, eagerPhoto: true },
  // The results column beside the desktop filter sidebar is about this wide.
  decorators: [(Story) => <div style={{ maxWidth: 880 }}><Story /></div>],
} satisfies Meta<typeof HotelCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Available: Story = {
  play: async ({ canvasElement, args }) => {
    const card = within(canvasElement).getByRole('article', { name: 'هتل بزرگ پارسیان' });
    await expect(within(card).getByRole('img', { name: 'هتل ۵ ستاره' })).toBeVisible();
    await expect(within(card).getByText('۸٫۹')).toBeVisible();
    await expect(within(card).getByText('قیمت ۳ شب')).toBeVisible();
    await expect(within(card).getByText('لغو رایگان')).toBeVisible();
    await userEvent.click(within(card).getByRole('button', { name: 'مشاهده و رزرو هتل بزرگ پارسیان' }));
    await expect(args.onSelect).toHaveBeenCalled();
  },
};

/** In the results «مشاهده و رزرو» is a link to the hotel's page with the same stay. */
export const AsLink: Story = {
  args: { href: '/hotels/mashhad/parsian-hotel/?checkin=1405-09-25&checkout=1405-09-28', onSelect: undefined },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'مشاهده و رزرو هتل بزرگ پارسیان' });
    await expect(link).toHaveAttribute('href', '/hotels/mashhad/parsian-hotel/?checkin=1405-09-25&checkout=1405-09-28');
    await expect(within(canvasElement).queryByRole('button', { name: /^مشاهده و رزرو/ })).toBeNull();
  },
};

export const FewRoomsLeft: Story = {
  args: { hotel: traditionalHouse },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('فقط ۲ اتاق باقی مانده')).toBeVisible();
    await expect(within(canvasElement).queryByText('لغو رایگان')).toBeNull();
  },
};

export const SoldOut: Story = {
  args: { hotel: seasideHotel },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('تکمیل ظرفیت')).toBeVisible();
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

/** A new hotel no guest has scored yet: no score line. */
export const NotYetScored: Story = {
  args: { hotel: newBoutique },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText(/نظر\)/)).toBeNull();
  },
};

export const OnMobile: Story = {
  args: { hotel: traditionalHouse },
  ...ON_MOBILE,
};
