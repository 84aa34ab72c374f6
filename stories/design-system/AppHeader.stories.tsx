import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AppHeader } from '../../src/design-system/AppHeader';
import { ON_MOBILE } from './fixtures/flights';
import { navigate, storyLink } from './fixtures/links';

const meta = {
  title: 'Design system/Shell/AppHeader',
  component: AppHeader,
  args: { user: null, activeHref: '/flight/THR-MHD/', onLogin: fn(), onLogout: fn(), renderLink: storyLink },
  argTypes: { renderLink: { control: false } },
  // A full-width bar: no padding; open menus and drawers are in a portal, so screenshot the page.
  parameters: { layout: 'fullscreen' },
  decorators: [(Story) => <div style={{ minBlockSize: 420 }}><Story /></div>],
} satisfies Meta<typeof AppHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

const traveller = { user: { name: 'مریم احمدی' }, walletBalance: 62_500_000 };
const body = () => within(document.body);

export const Playground: Story = {};

export const Guest: Story = {
  play: async ({ canvasElement, args }) => {
    const header = within(canvasElement);
    const products = header.getByRole('navigation', { name: 'محصولات' });
    await expect(within(products).getAllByRole('link')).toHaveLength(6);
    await expect(within(products).getByRole('link', { name: 'پرواز داخلی' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(header.getByRole('button', { name: 'ورود یا ثبت‌نام' }));
    await expect(args.onLogin).toHaveBeenCalledTimes(1);
    await userEvent.click(within(products).getByRole('link', { name: 'هتل' }));
    await expect(navigate).toHaveBeenLastCalledWith('/hotels/');
  },
};

export const LoggedIn: Story = {
  args: traveller,
  play: async ({ canvasElement }) => {
    const header = within(canvasElement);
    // The account's button arrives with its menu's chunk.
    await header.findByRole('button', { name: /^حساب کاربری\s*مریم احمدی$/ });
    await expect(header.getByRole('link', { name: /موجودی کیف پول/ })).toHaveTextContent('۶۲٬۵۰۰٬۰۰۰');
    await expect(header.queryByRole('button', { name: 'ورود یا ثبت‌نام' })).toBeNull();
  },
};

/** A traveller who has not given a name yet: the phone number in Persian digits, a person icon for an initial. */
export const LoggedInByPhone: Story = {
  args: { user: { name: '۰۹۱۲۱۲۳۴۵۶۷' }, walletBalance: 0 },
  play: async ({ canvasElement }) => {
    const button = await within(canvasElement).findByRole('button', { name: /^حساب کاربری\s*۰۹۱۲۱۲۳۴۵۶۷$/ });
    await expect(button.querySelector('.mantine-Avatar-placeholder svg')).not.toBeNull();
  },
};

/** The user menu: profile, travels, wallet, logout. */
export const UserMenuOpen: Story = {
  args: traveller,
  play: async ({ canvasElement, args }) => {
    // The menu and its button load in their own chunk.
    await userEvent.click(await within(canvasElement).findByRole('button', { name: /^حساب کاربری\s*مریم احمدی$/ }));
    const menu = await body().findByRole('menu');
    await waitFor(() => expect(menu).toBeVisible());
    await expect(within(menu).getByRole('menuitem', { name: 'سفرهای من' })).toHaveAttribute('href', '/profile/my-travels/');
    await expect(within(menu).getByRole('menuitem', { name: 'کیف پول' })).toHaveAttribute('href', '/profile/transactions/');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'خروج' }));
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
    await userEvent.click(within(canvasElement).getByRole('button', { name: /^حساب کاربری\s*مریم احمدی$/ }));
    await waitFor(() => expect(body().getByRole('menu')).toBeVisible());
  },
};

export const GuestOnMobile: Story = {
  ...ON_MOBILE,
  parameters: { ...ON_MOBILE.parameters, layout: 'fullscreen' },
  play: async ({ canvasElement }) => {
    const header = within(canvasElement);
    await expect(header.queryByRole('navigation', { name: 'محصولات' })).toBeNull();
    const burger = header.getByRole('button', { name: 'منوی اصلی' });
    await expect(burger.getBoundingClientRect().height).toBeGreaterThanOrEqual(40);
  },
};

/** The burger opens a drawer from the right (the start edge) with products and the account. */
export const DrawerOnMobile: Story = {
  args: traveller,
  ...ON_MOBILE,
  parameters: { ...ON_MOBILE.parameters, layout: 'fullscreen' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'منوی اصلی' }));
    const drawer = await body().findByRole('dialog');
    await waitFor(() => expect(drawer).toBeVisible());
    await expect(within(drawer).getByRole('link', { name: 'پرواز داخلی' })).toHaveAttribute('aria-current', 'page');
    await expect(within(drawer).getByText(/موجودی کیف پول/)).toHaveTextContent('۶۲٬۵۰۰٬۰۰۰');
    await userEvent.click(within(drawer).getByRole('link', { name: 'سفرهای من' }));
    await expect(navigate).toHaveBeenLastCalledWith('/profile/my-travels/');
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'منوی اصلی' }));
    await waitFor(() => expect(body().getByRole('dialog')).toBeVisible());
  },
};

/** The browser offers to install: «نصب برنامه» beside the account, quiet (from 992 px). */
export const InstallOffered: Story = {
  args: { ...traveller, onInstall: fn() },
  play: async ({ canvasElement, args }) => {
    const header = within(canvasElement);
    await header.findByRole('button', { name: /^حساب کاربری\s*مریم احمدی$/ });
    await userEvent.click(header.getByRole('button', { name: 'نصب برنامه' }));
    await expect(args.onInstall).toHaveBeenCalledTimes(1);
  },
};

/** No offer (installed, declined, or a browser that cannot install): no entry. */
export const NoInstallOffer: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: 'نصب برنامه' })).toBeNull();
  },
};

/** On a phone the entry is in the drawer, under the account. */
export const InstallInDrawerOnMobile: Story = {
  args: { onInstall: fn() },
  ...ON_MOBILE,
  parameters: { ...ON_MOBILE.parameters, layout: 'fullscreen' },
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).queryByRole('button', { name: 'نصب برنامه' })).toBeNull();
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'منوی اصلی' }));
    const drawer = await body().findByRole('dialog');
    await waitFor(() => expect(drawer).toBeVisible());
    await userEvent.click(within(drawer).getByRole('button', { name: /نصب برنامه/ }));
    await expect(args.onInstall).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
  },
};
