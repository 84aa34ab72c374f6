import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StarRating } from '../../src/design-system';

const meta = {
  title: 'Design system/Hotels/StarRating',
  component: StarRating,
  args: { stars: 4, size: 16, withLabel: false },
  parameters: {
    docs: {
      description: {
        component: 'ستاره‌های رسمی یک هتل، یک ستاره پر برای هر کدام، که صفحه‌خوان «هتل ۴ ستاره» می‌خواند؛ هتل بی‌ستاره «بدون ستاره» می‌نویسد. '
          + 'مسافر آن را روی کارت هتل، در صفحه هتل، در فیلتر ستاره‌ها، روی واچر و در خلاصه تور و رزرو می‌بیند.',
      },
    },
  },
  argTypes: {
    stars: {
      control: { type: 'range', min: 0, max: 5, step: 1 },
      description: 'ستاره‌های رسمی هتل از صفر (بی‌ستاره) تا پنج؛ عدد بیرون از این بازه، مثلاً هفت ستاره‌ای که تأمین‌کننده‌ای فرستاده، به نزدیک‌ترین مرز برده می‌شود.',
    },
    size: { description: 'اندازه هر ستاره به پیکسل؛ پیش‌فرض ۱۶. کارت‌ها و واچرها ۱۴ و خلاصه تور ۱۲ می‌دهند.' },
    withLabel: { description: 'عبارت «۴ ستاره» را کنار ستاره‌ها هم می‌نویسد؛ صفحه هتل زیر نام هتل آن را روشن می‌کند. پیش‌فرض خاموش.' },
    className: { description: 'کلاس اضافه برای جای‌دادن ستاره‌ها در سطر؛ ظاهر خود ستاره‌ها را عوض نمی‌کند.' },
  },
} satisfies Meta<typeof StarRating>;

export default meta;
type Story = StoryObj<typeof meta>;

/** همه ویژگی‌ها با کنترل‌ها، برای آزمودن هر ترکیب. */
export const Playground: Story = {};

/** هتل چهار ستاره: چهار ستاره پر، بی نوشته کنارش، چنان‌که روی کارت هتل می‌آید. */
export const FourStars: Story = {
  play: async ({ canvasElement }) => {
    const rating = within(canvasElement).getByRole('img', { name: 'هتل ۴ ستاره' });
    await expect(rating.querySelectorAll('svg')).toHaveLength(4);
  },
};

/** پنج ستاره با نوشته «۵ ستاره» کنارش، چنان‌که زیر نام هتل در صفحه هتل می‌آید. */
export const FiveStarsWithLabel: Story = {
  args: { stars: 5, withLabel: true, size: 18 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'هتل ۵ ستاره' })).toBeVisible();
    await expect(canvas.getByText('۵ ستاره')).toBeVisible();
  },
};

/** هتل یا اقامتگاهی بی ستاره رسمی: به جای ستاره، «بدون ستاره» کم‌رنگ نوشته می‌شود. */
export const Unrated: Story = {
  args: { stars: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('بدون ستاره')).toBeVisible();
    await expect(within(canvasElement).queryByRole('img')).toBeNull();
  },
};

/** عدد بیرون از بازه (هفت ستاره‌ای که تأمین‌کننده‌ای فرستاده) پنج ستاره نشان داده می‌شود. */
export const Clamped: Story = {
  args: { stars: 7 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'هتل ۵ ستاره' })).toBeVisible();
  },
};

/** همه درجه‌ها زیر هم، از پنج ستاره تا بی‌ستاره، با نوشته کنارشان؛ برای مقایسه رنگ و فاصله ستاره‌ها در یک نگاه. */
export const EveryLevel: Story = {
  args: { withLabel: true },
  render: (args) => (
    <div style={{ display: 'grid', gap: 8, justifyItems: 'start' }}>
      {[5, 4, 3, 2, 1, 0].map((stars) => <StarRating key={stars} {...args} stars={stars} />)}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const stars of ['۵', '۴', '۳', '۲', '۱']) await expect(canvas.getByRole('img', { name: `هتل ${stars} ستاره` })).toBeVisible();
    await expect(canvas.getByText('بدون ستاره')).toBeVisible();
  },
};
