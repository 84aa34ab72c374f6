import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ResultsSkeleton } from '../../src/design-system/ResultsSkeleton';
import { ON_MOBILE, ON_TABLET } from './fixtures/flights';

const meta = {
  title: 'Design system/Results/ResultsSkeleton',
  component: ResultsSkeleton,
  // Still placeholders keep the screenshots stable; the app pulses them.
  args: { count: 3, animate: false },
  parameters: {
    docs: {
      description: {
        component: 'جای خالی کارت‌های نتایج، هم‌شکل کارت پرواز، که تا جست‌وجوی پرواز یا هتل تمام شود دیده می‌شود؛ '
          + 'مسافر می‌فهمد نتایج در راه است و وقتی کارت‌ها می‌رسند، صفحه جابه‌جا نمی‌شود.',
      },
    },
  },
  argTypes: {
    count: { description: 'چند کارت خالی کشیده شود؛ پیش‌فرض ۴. صفحه‌های نتایج پرواز و هتل ۴ می‌دهند.' },
    animate: { description: 'کارت‌های خالی آرام روشن و خاموش شوند تا انتظار پیدا باشد؛ پیش‌فرض روشن. برای تصویرهای آزمون و کاربرانی که حرکت کمتر خواسته‌اند خاموش است.' },
    label: { description: 'آنچه صفحه‌خوان هنگام انتظار می‌خواند و روی صفحه دیده نمی‌شود؛ پیش‌فرض «در حال جستجوی پروازها…».' },
  },
  decorators: [(Story) => <div style={{ maxWidth: 880 }}><Story /></div>],
} satisfies Meta<typeof ResultsSkeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** همه ویژگی‌ها با کنترل‌ها، برای آزمودن هر ترکیب. */
export const Playground: Story = {};

/** سه کارت خالی در ستون نتایج دسکتاپ؛ صفحه‌خوان «در حال جستجوی پروازها…» می‌شنود. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveAttribute('aria-busy', 'true');
    await expect(status).toHaveTextContent('در حال جستجوی پروازها…');
  },
};

/** در گوشی ۳۷۵ پیکسلی: کارت‌های خالی یک‌ستونی، مانند کارت پرواز در گوشی. */
export const OnMobile: Story = {
  args: { count: 2 },
  ...ON_MOBILE,
};

/** در تبلت ۷۶۸ پیکسلی: کارت‌های خالی پهن، با همان چیدمان سه‌ستونی کارت پرواز در تبلت، تا رسیدن کارت‌ها صفحه را جابه‌جا نکند. */
export const OnTablet: Story = {
  ...ON_TABLET,
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveAttribute('aria-busy', 'true');
    await expect(canvasElement.querySelectorAll('[role="status"] > [aria-hidden="true"]')).toHaveLength(3);
  },
};
