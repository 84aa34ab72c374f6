import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FlightDetails } from '../../src/design-system/FlightDetails';
import { charterDetails, directDetails, oneStopDetails, ON_MOBILE } from './fixtures/flights';

const meta = {
  title: 'Design system/Results/FlightDetails',
  component: FlightDetails,
  args: { flight: directDetails, title: 'مسیر پرواز', headingOrder: 3 },
  decorators: [(Story) => <div style={{ maxWidth: 720 }}><Story /></div>],
} satisfies Meta<typeof FlightDetails>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Direct: Story = {
  play: async ({ canvasElement }) => {
    const details = within(canvasElement);
    await expect(details.getByText('تا ۲۴ ساعت قبل از پرواز')).toBeVisible();
    await expect(details.getByText('۳۰٪ جریمه')).toBeVisible();
    await expect(details.getByText('تا ۳ روز قبل از پرواز')).toBeVisible();
    await expect(details.getByText('کمتر از ۳ ساعت مانده به پرواز و پس از آن')).toBeVisible();
    await expect(details.getAllByText('۲۰ کیلوگرم')).toHaveLength(2);
  },
};

export const OneStopWithLayover: Story = {
  args: { flight: oneStopDetails },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('توقف در شیراز: ۱ ساعت انتظار')).toBeVisible();
  },
};

export const CharterNonRefundable: Story = {
  args: { flight: charterDetails },
  play: async ({ canvasElement }) => {
    const details = within(canvasElement);
    await expect(details.getByText('غیرقابل استرداد')).toBeVisible();
    await expect(details.queryByRole('table')).toBeNull();
  },
};

export const OnMobile: Story = {
  args: { flight: oneStopDetails },
  ...ON_MOBILE,
};
