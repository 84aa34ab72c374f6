import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AppFooter } from '../../src/design-system/AppFooter';
import { ON_MOBILE } from './fixtures/flights';
import { navigate, storyLink } from './fixtures/links';
import { SUPPORT_PHONE } from './fixtures/shell';

const meta = {
  title: 'Design system/Shell/AppFooter',
  component: AppFooter,
  args: { supportPhone: SUPPORT_PHONE, copyrightYear: 1405, renderLink: storyLink },
  argTypes: { renderLink: { control: false } },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AppFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const footer = within(canvasElement);
    await expect(footer.getByRole('heading', { name: 'پشتیبانی ۲۴ ساعته' })).toBeVisible();
    await expect(footer.getByRole('link', { name: '۰۲۱-۴۳۹۰۰۰۰۰' })).toHaveAttribute('href', 'tel:02143900000');
    const policies = footer.getByRole('navigation', { name: 'قوانین و مقررات' });
    const hrefs = within(policies).getAllByRole('link').map((a) => a.getAttribute('href'));
    await expect(hrefs).toEqual([
      '/privacy/buying-ticket/', '/privacy/charter-flight/', '/privacy/system-flight/',
      '/privacy/international-flight/', '/privacy/hotel/', '/privacy/visa/',
    ]);
    await userEvent.click(footer.getByRole('link', { name: 'درباره ما' }));
    await expect(navigate).toHaveBeenLastCalledWith('/about-us/');
  },
};

export const WithoutCopyright: Story = { args: { copyrightYear: undefined } };

export const OnMobile: Story = {
  ...ON_MOBILE,
  parameters: { ...ON_MOBILE.parameters, layout: 'fullscreen' },
  play: async ({ canvasElement }) => {
    for (const link of within(canvasElement).getAllByRole('link')) {
      await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(40);
    }
  },
};
