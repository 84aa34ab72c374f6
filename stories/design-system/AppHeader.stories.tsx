import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AppHeader } from '../../src/design-system/AppHeader';
import { ON_MOBILE, ON_TABLET } from './fixtures/flights';
import { navigate, storyLink } from './fixtures/links';

const meta = {
  title: 'Design system/Shell/AppHeader',
  component: AppHeader,
  args: { user: null, activeHref: '/flight/THR-MHD/', onLogin: fn(), onLogout: fn(), renderLink: storyLink },
  argTypes: {
    user: {
      description: 'مسافری که وارد شده، با نامی که خودش نوشته یا اگر نامی نداده شماره همراهش با رقم فارسی. '
        + 'اگر خالی باشد، دکمه «ورود یا ثبت‌نام» جای نام را می‌گیرد.',
    },
    walletBalance: {
      description: 'موجودی کیف پول به ریال؛ پس از ورود کنار نام مسافر (از ۵۷۶ پیکسل به بالا) و در کشوی گوشی دیده می‌شود و لمسش به تراکنش‌های کیف پول می‌برد.',
    },
    activeHref: {
      description: 'نشانی صفحه جاری؛ پیوند محصولی که این صفحه زیر آن است پررنگ می‌شود تا مسافر بداند کجای سایت است. برنامه نشانی مسیریاب را می‌دهد.',
    },
    onLogin: { description: 'با «ورود یا ثبت‌نام» صدا زده می‌شود؛ برنامه پنجره ورود با کد یک‌بارمصرف را باز می‌کند.' },
    onLogout: { description: 'با «خروج» در منوی حساب یا کشوی گوشی صدا زده می‌شود.' },
    onInstall: {
      description: 'اگر داده شود، «نصب برنامه» کنار حساب (از ۹۹۲ پیکسل) و پایین کشوی گوشی می‌آید. '
        + 'برنامه آن را فقط وقتی می‌دهد که مرورگر بتواند سفرآسا را نصب کند؛ بدون آن این دکمه نیست.',
    },
    renderLink: {
      control: false,
      description: 'هر پیوند را می‌کشد؛ برنامه پیوند مسیریاب خودش را می‌دهد تا صفحه بی‌بارگذاری دوباره عوض شود. پیش‌فرض یک پیوند ساده است.',
    },
    productLinks: { description: 'پیوندهای محصولات؛ پیش‌فرض شش محصول سفرآسا: پرواز داخلی، پرواز خارجی، هتل، تور، ویزا و CIP.' },
    accountLinks: { description: 'پیوندهای منوی حساب پیش از «خروج»؛ پیش‌فرض: حساب کاربری، سفرهای من و کیف پول.' },
    walletHref: { description: 'جایی که لمس موجودی کیف پول به آن می‌برد؛ پیش‌فرض صفحه تراکنش‌های کیف پول.' },
    drawerOpened: {
      description: 'باز یا بسته بودن کشوی گوشی را از بیرون تعیین می‌کند، مثلاً برای بستن آن با دکمه بازگشت گوشی؛ اگر داده نشود، سرصفحه خودش آن را نگه می‌دارد.',
    },
    onDrawerOpenedChange: { description: 'هر بار کشوی گوشی باز یا بسته می‌شود صدا زده می‌شود؛ همراه ویژگی بالا به کار می‌رود.' },
  },
  // A full-width bar: no padding; open menus and drawers are in a portal, so screenshot the page.
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component: 'سرصفحه سایت، بالای همه صفحه‌ها: نام «سفرآسا»، پیوند محصولات (پرواز داخلی و خارجی، هتل، تور، ویزا و CIP) '
          + 'و در انتها «ورود یا ثبت‌نام» یا نام مسافر با موجودی کیف پول و منوی حساب. '
          + 'زیر ۹۹۲ پیکسل پیوندها به کشوی کناری می‌روند که با دکمه «منوی اصلی» از راست باز می‌شود.',
      },
    },
  },
  decorators: [(Story) => <div style={{ minBlockSize: 420 }}><Story /></div>],
} satisfies Meta<typeof AppHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

const traveller = { user: { name: 'مریم احمدی' }, walletBalance: 62_500_000 };
const body = () => within(document.body);

// The account's chunk (menu and button) fetched before the story renders, not as it mounts: on a docs page
// several framed stories fetching it as they mount left Playwright waiting for a network idle that never came.
const withAccountChunk: Story['loaders'] = [async () => {
  await import('../../src/design-system/AppHeader/UserMenu');
  return {};
}];

/** همه ویژگی‌ها با کنترل‌ها، برای آزمودن هر ترکیب. */
export const Playground: Story = {};

/** مهمان در دسکتاپ: شش پیوند محصول، «پرواز داخلی» پررنگ چون صفحه جاری زیر آن است، و دکمه «ورود یا ثبت‌نام». */
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

/** مسافر واردشده: موجودی کیف پول با رقم فارسی و نام مسافر با حرف اول نامش در دایره، به جای دکمه ورود. */
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

/** مسافری که هنوز نامش را ننوشته: شماره همراهش با رقم فارسی، و در دایره به جای حرف اول، نماد آدمک. */
export const LoggedInByPhone: Story = {
  args: { user: { name: '۰۹۱۲۱۲۳۴۵۶۷' }, walletBalance: 0 },
  play: async ({ canvasElement }) => {
    const button = await within(canvasElement).findByRole('button', { name: /^حساب کاربری\s*۰۹۱۲۱۲۳۴۵۶۷$/ });
    await expect(button.querySelector('.mantine-Avatar-placeholder svg')).not.toBeNull();
  },
};

/** منوی حساب باز: حساب کاربری، سفرهای من، کیف پول و «خروج» قرمز. */
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

/** مهمان در گوشی ۳۷۵ پیکسلی: پیوندهای محصول پنهان‌اند و دکمه «منوی اصلی» دست‌کم ۴۰ پیکسل است. */
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

/** دکمه «منوی اصلی» کشو را از راست (آغاز سطر) باز می‌کند: محصولات، بعد حساب مسافر با موجودی کیف پول. */
export const DrawerOnMobile: Story = {
  loaders: withAccountChunk,
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
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull(), { timeout: 5000 });
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'منوی اصلی' }));
    await waitFor(() => expect(body().getByRole('dialog')).toBeVisible());
  },
};

/** مرورگر نصب را پیشنهاد می‌کند: «نصب برنامه» کم‌رنگ کنار حساب (از ۹۹۲ پیکسل به بالا). */
export const InstallOffered: Story = {
  args: { ...traveller, onInstall: fn() },
  play: async ({ canvasElement, args }) => {
    const header = within(canvasElement);
    await header.findByRole('button', { name: /^حساب کاربری\s*مریم احمدی$/ });
    await userEvent.click(header.getByRole('button', { name: 'نصب برنامه' }));
    await expect(args.onInstall).toHaveBeenCalledTimes(1);
  },
};

/** بی‌پیشنهاد نصب (نصب شده، رد شده یا مرورگری که نصب نمی‌کند): دکمه «نصب برنامه» نیست. */
export const NoInstallOffer: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: 'نصب برنامه' })).toBeNull();
  },
};

/** در گوشی «نصب برنامه» در کشو است، زیر حساب. */
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
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull(), { timeout: 5000 });
  },
};

const longName = 'سیده فاطمه‌زهرا حسینی طباطبایی‌نژاد اصفهانی';
const longTraveller = { user: { name: longName }, walletBalance: 1_250_000_000 };

/** نام بسیار بلند در دسکتاپ: نام در سرصفحه با «…» کوتاه می‌شود تا جای پیوندها را نگیرد؛ صفحه‌خوان نام کامل را می‌خواند. */
export const LongNameLoggedIn: Story = {
  args: longTraveller,
  play: async ({ canvasElement }) => {
    const header = within(canvasElement);
    const button = await header.findByRole('button', { name: `حساب کاربری ${longName}` });
    const shown = within(button).getByText(longName);
    // Clipped with an ellipsis at its 9rem cap, not wrapped or pushed out.
    await expect(shown.scrollWidth).toBeGreaterThan(shown.clientWidth);
    await expect(header.getByRole('link', { name: /موجودی کیف پول/ })).toHaveTextContent('۱٬۲۵۰٬۰۰۰٬۰۰۰');
    await expect(within(header.getByRole('navigation', { name: 'محصولات' })).getAllByRole('link')).toHaveLength(6);
  },
};

/** همان نام بلند در کشوی گوشی: این‌جا نام کامل دیده می‌شود و در چند سطر می‌شکند، بی‌آنکه کشو به پهلو اسکرول بخورد. */
export const LongNameInDrawerOnMobile: Story = {
  loaders: withAccountChunk,
  args: longTraveller,
  ...ON_MOBILE,
  parameters: { ...ON_MOBILE.parameters, layout: 'fullscreen' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'منوی اصلی' }));
    const drawer = await body().findByRole('dialog');
    await waitFor(() => expect(drawer).toBeVisible());
    const name = within(drawer).getByText(longName);
    await expect(name).toBeVisible();
    await expect(name.scrollWidth).toBeLessThanOrEqual(name.clientWidth);
    await expect(within(drawer).getByText(/موجودی کیف پول/)).toHaveTextContent('۱٬۲۵۰٬۰۰۰٬۰۰۰');
  },
};

/** مسافری که نامش را با حروف لاتین نوشته: نام از چپ به راست خوانده می‌شود و حرف اولش در دایره می‌نشیند. */
export const LatinNameLoggedIn: Story = {
  args: { user: { name: 'Maryam Ahmadi' }, walletBalance: 4_800_000 },
  play: async ({ canvasElement }) => {
    const button = await within(canvasElement).findByRole('button', { name: /^حساب کاربری\s*Maryam Ahmadi$/ });
    await expect(button.querySelector('.mantine-Avatar-placeholder')).toHaveTextContent('M');
    await userEvent.click(button);
    const menu = await body().findByRole('menu');
    await waitFor(() => expect(menu).toBeVisible());
    await expect(within(menu).getByText('Maryam Ahmadi')).toBeVisible();
  },
};

/** در تبلت ۷۶۸ پیکسلی: پیوند محصولات در کشوست (دکمه «منوی اصلی»)، ولی موجودی کیف پول و نام مسافر در خود سرصفحه دیده می‌شوند. */
export const LoggedInOnTablet: Story = {
  loaders: withAccountChunk,
  args: traveller,
  ...ON_TABLET,
  parameters: { ...ON_TABLET.parameters, layout: 'fullscreen' },
  play: async ({ canvasElement }) => {
    const header = within(canvasElement);
    await header.findByRole('button', { name: /^حساب کاربری\s*مریم احمدی$/ }, { timeout: 5000 });
    await expect(header.queryByRole('navigation', { name: 'محصولات' })).toBeNull();
    const wallet = header.getByRole('link', { name: /موجودی کیف پول/ });
    await expect(wallet).toHaveTextContent('۶۲٬۵۰۰٬۰۰۰');
    await expect(header.getByRole('button', { name: 'منوی اصلی' })).toBeVisible();
    await userEvent.click(wallet);
    await expect(navigate).toHaveBeenLastCalledWith('/profile/transactions/');
  },
};
