import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TourCard } from '../../src/design-system';
import { ON_MOBILE } from './fixtures/flights';
import { ISTANBUL_TOUR, KISH_TOUR } from './fixtures/tours';

const meta = {
  title: 'Design system/Tours/TourCard',
  component: TourCard,
  args: { tour: KISH_TOUR, href: '/tour/kish-3-nights/', eagerPhoto: true },
  // The list column beside the desktop filter sidebar is about this wide.
  decorators: [(Story) => <div style={{ maxWidth: 880 }}><Story /></div>],
} satisfies Meta<typeof TourCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Title, destination, nights, the next three departures and how many more, the from-price per person, a link to the tour. */
export const Available: Story = {
  play: async ({ canvasElement }) => {
    const card = within(within(canvasElement).getByRole('article', { name: 'تور کیش ۳ شب' }));
    await expect(card.getByText('۳ شب')).toBeVisible();
    const dates = card.getByRole('list', { name: 'تاریخ‌های حرکت' });
    await expect(within(dates).getAllByRole('listitem')).toHaveLength(4);
    await expect(dates).toHaveTextContent('۱۹ آذر');
    await expect(dates).toHaveTextContent('و ۲ تاریخ دیگر');
    await expect(card.getByText('هر نفر از')).toBeVisible();
    await expect(card.getByRole('link', { name: 'مشاهده و رزرو تور کیش ۳ شب' })).toHaveAttribute('href', '/tour/kish-3-nights/');
  },
};

/** Few places left, a range of nights, two airlines and a visa. */
export const FewPlaces: Story = {
  args: { tour: ISTANBUL_TOUR, href: '/tour/istanbul-5-nights/' },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await expect(card.getByText('فقط ۳ جا باقی مانده')).toBeVisible();
    await expect(card.getByText('۴ تا ۵ شب')).toBeVisible();
    await expect(card.getByText('ترکیش ایرلاینز، ماهان')).toBeVisible();
    await expect(card.getByText('نیاز به ویزا')).toBeVisible();
  },
};

export const Full: Story = {
  args: { tour: { ...KISH_TOUR, placesLeft: 0 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('تکمیل ظرفیت')).toBeVisible();
    await expect(within(canvasElement).queryByRole('link', { name: /^مشاهده و رزرو/ })).toBeNull();
  },
};

export const OnMobile: Story = { ...ON_MOBILE };
