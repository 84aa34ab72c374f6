import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AmenityList } from '../../src/design-system';
import { AMENITIES } from '../../src/domain/hotels';
import { ON_MOBILE, ON_TABLET } from './fixtures/flights';

const meta = {
  title: 'Design system/Hotels/AmenityList',
  component: AmenityList,
  args: { amenities: ['wifi', 'parking', 'pool', 'restaurant', 'breakfast', 'airport-shuttle'], variant: 'grid' },
  parameters: {
    docs: {
      description: {
        component: 'امکانات یک هتل، هر کدام با نماد و نام فارسی‌اش؛ مسافر آن را در صفحه هتل زیر عکس‌ها می‌بیند تا بداند هتل '
          + 'پارکینگ، استخر، صبحانه یا ترانسفر فرودگاهی دارد یا نه. فهرست بلند می‌تواند پشت دکمه «+… امکانات دیگر» جمع شود.',
      },
    },
  },
  argTypes: {
    amenities: { description: 'کدهای امکانات هتل، به ترتیبی که نشان داده می‌شوند؛ نام فارسی و نماد هر کد از واژه‌نامه هتل می‌آید. فهرست خالی «امکاناتی ثبت نشده است.» می‌نویسد.' },
    limit: { description: 'اگر داده شود، فقط همین تعداد نشان داده می‌شود و بقیه پشت دکمه «+… امکانات دیگر» می‌مانند که باز و بسته می‌شود؛ بی آن همه دیده می‌شوند. صفحه هتل آن را نمی‌دهد.' },
    label: { description: 'نام فهرست برای صفحه‌خوان‌ها؛ پیش‌فرض «امکانات هتل». صفحه هتل نام خود هتل را در آن می‌آورد: «امکانات هتل بزرگ پارسیان».' },
    variant: { description: 'چیدمان: «grid» جدولی چندستونه برای صفحه هتل، «inline» یک سطر فشرده که می‌شکند، برای کارت‌ها.' },
    className: { description: 'کلاس اضافه برای جای‌دادن فهرست در صفحه؛ ظاهر خود فهرست را عوض نمی‌کند.' },
  },
  decorators: [(Story) => <div style={{ maxWidth: 720 }}><Story /></div>],
} satisfies Meta<typeof AmenityList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** همه ویژگی‌ها با کنترل‌ها، برای آزمودن هر ترکیب. */
export const Playground: Story = {};

/** چیدمان صفحه هتل: شش امکان در ستون‌هایی هم‌عرض، هر کدام با نماد و نامش. */
export const Grid: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'امکانات هتل' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(6);
    await expect(within(list).getByText('ترانسفر فرودگاهی')).toBeVisible();
  },
};

/** همه امکاناتی که هتلی می‌تواند داشته باشد، هر کدام با نماد و نام فارسی‌اش؛ برای بازبینی نمادها و نام‌ها کنار هم. */
export const Every: Story = {
  args: { amenities: AMENITIES },
};

/** سطر کوتاه یک کارت: چهار امکان پیداست و بقیه پشت «+۶ امکانات دیگر» است که باز می‌شود و با «نمایش کمتر» دوباره بسته می‌شود. */
export const FoldedOnACard: Story = {
  args: { amenities: AMENITIES.slice(0, 10), limit: 4, variant: 'inline' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
    const more = canvas.getByRole('button', { name: '+۶ امکانات دیگر' });
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(more);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(10);
    await expect(canvas.getByRole('button', { name: 'نمایش کمتر' })).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'نمایش کمتر' }));
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
  },
};

/** هتلی که امکاناتش ثبت نشده است: به جای فهرست خالی، یک جمله کم‌رنگ این را می‌گوید. */
export const Empty: Story = {
  args: { amenities: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('امکاناتی ثبت نشده است.')).toBeVisible();
  },
};

/** در گوشی ۳۷۵ پیکسلی: ستون‌ها به دو ستون کم می‌شوند و نام‌ها کوتاه نمی‌شوند. */
export const OnMobile: Story = {
  args: { amenities: AMENITIES.slice(0, 8) },
  ...ON_MOBILE,
};

/** در تبلت ۷۶۸ پیکسلی: همه امکانات صفحه هتل در چند ستون، بی آنکه چیزی از لبه بیرون بزند. */
export const OnTablet: Story = {
  args: { amenities: AMENITIES, label: 'امکانات هتل بزرگ پارسیان' },
  ...ON_TABLET,
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'امکانات هتل بزرگ پارسیان' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(AMENITIES.length);
    await expect(within(list).getByText('دسترسی با ویلچر')).toBeVisible();
  },
};

/** سطر فشرده کارت در گوشی: امکانات باز‌شده به چند سطر می‌شکنند و دکمه «نمایش کمتر» زیرشان می‌ماند. */
export const FoldedOnMobile: Story = {
  args: { amenities: AMENITIES, limit: 3, variant: 'inline' },
  ...ON_MOBILE,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await userEvent.click(canvas.getByRole('button', { name: `+${(AMENITIES.length - 3).toLocaleString('fa-IR')} امکانات دیگر` }));
    await expect(canvas.getAllByRole('listitem')).toHaveLength(AMENITIES.length);
    await expect(canvas.getByRole('button', { name: 'نمایش کمتر' })).toBeVisible();
    // No focus ring in the screenshot.
    (document.activeElement as HTMLElement | null)?.blur();
  },
};
