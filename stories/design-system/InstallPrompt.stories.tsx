import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { InstallPrompt } from '../../src/design-system/InstallPrompt';
import { ON_MOBILE } from './fixtures/flights';

const meta = {
  title: 'Design system/Shell/InstallPrompt',
  component: InstallPrompt,
  args: { opened: true, variant: 'prompt', installing: false, onInstall: fn(), onDismiss: fn(), onClose: fn() },
  // A modal in a portal: screenshot the page.
  parameters: { layout: 'fullscreen' },
  decorators: [(Story) => <div style={{ minBlockSize: 560 }}><Story /></div>],
} satisfies Meta<typeof InstallPrompt>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = async () => {
  const found = await within(document.body).findByRole('dialog', { name: 'نصب سفرآسا' });
  await waitFor(() => expect(found).toBeVisible());
  return found;
};

export const Playground: Story = {};

/** Chrome or Edge offers to install: «نصب» opens the browser's own dialog. */
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

/** The browser's dialog is open: «نصب» waits for it. */
export const Installing: Story = {
  args: { installing: true },
  play: async () => {
    const sheet = await dialog();
    await expect(within(sheet).getByRole('button', { name: 'نصب' })).toHaveAttribute('data-loading', 'true');
    await expect(within(sheet).getByRole('button', { name: 'نه، ممنون' })).toBeDisabled();
  },
};

/** iOS Safari installs only from its Share sheet: the three steps, in order. */
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
