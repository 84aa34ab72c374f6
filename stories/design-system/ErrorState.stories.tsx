import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ErrorState } from '../../src/design-system/ErrorState';
import { ON_MOBILE } from './fixtures/flights';
import { navigate, storyLink } from './fixtures/links';

const meta = {
  title: 'Design system/Account/ErrorState',
  component: ErrorState,
  args: { status: 500, variant: 'error', homeHref: '/', renderLink: storyLink },
  argTypes: { variant: { control: 'inline-radio', options: ['error', 'fallback'] }, renderLink: { control: false } },
} satisfies Meta<typeof ErrorState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** An unknown route error: no status on it, so 500. */
export const ServerError: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByText('۵۰۰')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveTextContent('خطای ۵۰۰: خطایی در سرور رخ داد');
    const home = page.getByRole('link', { name: 'بازگشت به صفحه اصلی' });
    await expect(home).toHaveAttribute('href', '/');
    await userEvent.click(home);
    await expect(navigate).toHaveBeenLastCalledWith('/');
  },
};

/** SPEC §8: an unknown city page. */
export const NotFound: Story = {
  args: { status: 404, message: 'صفحه پیدا نشد.' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByText('۴۰۴')).toBeVisible();
    await expect(page.getByRole('heading', { name: /صفحه پیدا نشد/ })).toBeVisible();
  },
};

/** The error page itself failed: the plainest markup, still a way home. */
export const Fallback: Story = {
  args: { variant: 'fallback' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('alert')).toHaveTextContent('هنگام نمایش صفحه خطا، خطایی رخ داد.');
    await expect(page.getByRole('link', { name: 'بازگشت به صفحه اصلی' })).toBeVisible();
  },
};

export const OnMobile: Story = {
  args: { status: 404 },
  ...ON_MOBILE,
  play: async ({ canvasElement }) => {
    const home = within(canvasElement).getByRole('link', { name: 'بازگشت به صفحه اصلی' });
    await expect(home.getBoundingClientRect().height).toBeGreaterThanOrEqual(40);
  },
};
