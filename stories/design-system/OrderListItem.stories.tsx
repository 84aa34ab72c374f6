import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { OrderListItem } from '../../src/design-system/OrderListItem';
import { cancelledInternational, issuedFlight, ORDERS, pendingVisa, unpaidHotel } from './fixtures/account';
import { ON_MOBILE } from './fixtures/flights';
import { navigate, storyLink } from './fixtures/links';

const meta = {
  title: 'Design system/Account/OrderListItem',
  component: OrderListItem,
  args: { order: issuedFlight, detailsHref: '/profile/my-travels/order-details/?id=1405091234', renderLink: storyLink },
  argTypes: { renderLink: { control: false } },
  // The profile's content column is about this wide.
  decorators: [(Story) => <div style={{ maxWidth: 880 }}><Story /></div>],
} satisfies Meta<typeof OrderListItem>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Issued: Story = {
  play: async ({ canvasElement }) => {
    const row = within(canvasElement);
    await expect(row.getByText('صادر شده')).toBeVisible();
    await expect(row.getByText('۱۴۰۵۰۹۱۲۳۴').tagName).toBe('BDI');
    await expect(row.getByText('چهارشنبه ۴ آذر ۱۴۰۵')).toBeVisible();
    await expect(canvasElement.querySelector('article')).toHaveAttribute('data-status-colour', 'green');
    const details = row.getByRole('link', { name: 'جزئیات سفارش ۱۴۰۵۰۹۱۲۳۴' });
    await userEvent.click(details);
    await expect(navigate).toHaveBeenLastCalledWith('/profile/my-travels/order-details/?id=1405091234');
  },
};

export const UnderReview: Story = { args: { order: pendingVisa } };

export const Cancelled: Story = {
  args: { order: cancelledInternational },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('article')).toHaveAttribute('data-status-colour', 'red');
  },
};

export const WithoutDetailsLink: Story = {
  args: { order: unpaidHotel, detailsHref: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('link')).toBeNull();
  },
};

/** All four colour tags of SPEC §3 in one list. */
export const List: Story = {
  render: (args) => (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
      {ORDERS.map((order) => <OrderListItem key={order.orderNumber} {...args} order={order} />)}
    </div>
  ),
};

export const ListOnMobile: Story = {
  ...List,
  ...ON_MOBILE,
  play: async ({ canvasElement }) => {
    for (const link of within(canvasElement).getAllByRole('link')) {
      await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(40);
    }
  },
};
