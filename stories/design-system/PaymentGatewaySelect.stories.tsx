import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PaymentGatewaySelect } from '../../src/design-system/PaymentGatewaySelect';
import { gateways, ON_MOBILE } from './fixtures/booking';

const meta = {
  title: 'Design system/Booking/PaymentGatewaySelect',
  component: PaymentGatewaySelect,
  args: { gateways, onChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 760 }}><Story /></div>],
} satisfies Meta<typeof PaymentGatewaySelect>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Gateway 1 (SPEC §9's default) is chosen from the start; arrows move the choice. */
export const DefaultAndKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const mellat = canvas.getByRole('radio', { name: /بانک ملت/ });
    await expect(mellat).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: /بانک سامان/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith(2);
    await expect(canvas.getByRole('radio', { name: /بانک سامان/ })).toBeChecked();
  },
};

/** A gateway out of service is shown, greyed, and cannot be chosen. */
export const DisabledGateway: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const zarin = canvas.getByRole('radio', { name: /زرین‌پال/ });
    await expect(zarin).toBeDisabled();
    await expect(canvas.getByText('موقتاً در دسترس نیست')).toBeVisible();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Controlled: Story = { args: { value: 3 } };

export const OnMobile: Story = { ...ON_MOBILE };
