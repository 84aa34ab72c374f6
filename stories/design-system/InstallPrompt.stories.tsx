import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { InstallPrompt } from '../../src/design-system/InstallPrompt';
import { ON_MOBILE, ON_TABLET } from './fixtures/flights';

const meta = {
  title: 'Design system/Shell/InstallPrompt',
  component: InstallPrompt,
  args: { opened: true, variant: 'prompt', installing: false, onInstall: fn(), onDismiss: fn(), onClose: fn() },
  argTypes: {
    opened: { description: 'پنجره باز است یا نه؛ برنامه آن را فقط پس از لمس «نصب برنامه» باز می‌کند.' },
    variant: {
      description: '`prompt`: مرورگر خودش می‌تواند نصب کند و «نصب» پنجره نصب مرورگر را باز می‌کند (کروم و اج). '
        + '`ios`: سافاری آیفون و آیپد فقط از منوی اشتراک‌گذاری نصب می‌کند، پس سه گام آن نوشته می‌شود و دکمه «نصب» نیست.',
    },
    onInstall: { description: 'با «نصب» صدا زده می‌شود و پنجره نصب خود مرورگر را باز می‌کند.' },
    onDismiss: { description: 'با «نه، ممنون» صدا زده می‌شود؛ برنامه پیشنهاد نصب را تا مدتی طولانی (۹۰ روز) پنهان می‌کند.' },
    onClose: { description: 'با دکمه بستن، کلید Escape یا «متوجه شدم» صدا زده می‌شود؛ پنجره فقط برای این بار بسته می‌شود.' },
    installing: { description: 'پنجره نصب مرورگر باز است: دکمه «نصب» چرخنده نشان می‌دهد و «نه، ممنون» تا پاسخ مرورگر غیرفعال است.' },
  },
  // A modal in a portal: screenshot the page.
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component: 'پنجره «نصب سفرآسا» که فقط وقتی باز می‌شود که مسافر «نصب برنامه» را در سرصفحه یا کشوی گوشی بزند، هرگز خودبه‌خود. '
          + 'در کروم و اج فایده‌های نصب و دکمه «نصب» را نشان می‌دهد و در سافاری آیفون سه گام افزودن سفرآسا به صفحه اصلی را.',
      },
    },
  },
  decorators: [(Story) => <div style={{ minBlockSize: 560 }}><Story /></div>],
} satisfies Meta<typeof InstallPrompt>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = async () => {
  const found = await within(document.body).findByRole('dialog', { name: 'نصب سفرآسا' });
  await waitFor(() => expect(found).toBeVisible());
  return found;
};

/** همه ویژگی‌ها با کنترل‌ها، برای آزمودن هر ترکیب. */
export const Playground: Story = {};

/** کروم یا اج پیشنهاد نصب می‌دهد: سه فایده نصب، و «نصب» پنجره نصب خود مرورگر را باز می‌کند. */
export const BrowserPrompt: Story = {
  play: async ({ args }) => {
    const sheet = await dialog();
    await expect(within(sheet).getByText(/بدون اینترنت هم در دسترس‌اند/)).toBeVisible();
    await userEvent.click(within(sheet).getByRole('button', { name: 'نصب' }));
    await expect(args.onInstall).toHaveBeenCalledTimes(1);
    await userEvent.click(within(sheet).getByRole('button', { name: 'نه، ممنون' }));
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
    await userEvent.click(within(sheet).getByRole('button', { name: 'بستن' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

/** پنجره نصب مرورگر باز است: «نصب» چرخنده نشان می‌دهد و منتظر پاسخ مسافر به مرورگر است. */
export const Installing: Story = {
  args: { installing: true },
  play: async () => {
    const sheet = await dialog();
    await expect(within(sheet).getByRole('button', { name: 'نصب' })).toHaveAttribute('data-loading', 'true');
    await expect(within(sheet).getByRole('button', { name: 'نه، ممنون' })).toBeDisabled();
  },
};

/** سافاری آیفون فقط از منوی اشتراک‌گذاری نصب می‌کند: سه گام به ترتیب، و «متوجه شدم» به جای «نصب». */
export const IosHowTo: Story = {
  args: { variant: 'ios' },
  ...ON_MOBILE,
  parameters: { ...ON_MOBILE.parameters, layout: 'fullscreen' },
  play: async ({ args }) => {
    const sheet = await dialog();
    const steps = within(sheet).getAllByRole('listitem');
    await expect(steps).toHaveLength(3);
    await expect(steps[0]).toHaveTextContent('اشتراک‌گذاری');
    await expect(steps[1]).toHaveTextContent('افزودن به صفحهٔ اصلی');
    await expect(within(sheet).queryByRole('button', { name: 'نصب' })).toBeNull();
    await userEvent.click(within(sheet).getByRole('button', { name: 'متوجه شدم' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

/** کروم اندروید در گوشی ۳۷۵ پیکسلی: پنجره تقریباً همه عرض را می‌گیرد، دکمه‌ها جا می‌شوند و کلید بازگشت یا Escape آن را می‌بندد. */
export const BrowserPromptOnMobile: Story = {
  ...ON_MOBILE,
  parameters: { ...ON_MOBILE.parameters, layout: 'fullscreen' },
  play: async ({ args }) => {
    const sheet = await dialog();
    const install = within(sheet).getByRole('button', { name: 'نصب' });
    await expect(install.getBoundingClientRect().left).toBeGreaterThanOrEqual(0);
    await expect(sheet.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    // Escape closes it wherever the focus is (on a docs page another story's frame may hold it).
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

/** سافاری آیپد در تبلت ۷۶۸ پیکسلی: همان سه گام، با «نه، ممنون» برای کسی که نمی‌خواهد دوباره بشنود. */
export const IosHowToOnTablet: Story = {
  args: { variant: 'ios' },
  ...ON_TABLET,
  parameters: { ...ON_TABLET.parameters, layout: 'fullscreen' },
  play: async ({ args }) => {
    const sheet = await dialog();
    await expect(within(sheet).getAllByRole('listitem')).toHaveLength(3);
    await userEvent.click(within(sheet).getByRole('button', { name: 'نه، ممنون' }));
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
  },
};
