import { useEffect, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { OnlineStatusIndicator, type OnlineStatusIndicatorProps } from '../../src/design-system/OnlineStatusIndicator';
import { ON_MOBILE } from './fixtures/flights';

const meta = {
  title: 'Design system/Shell/OnlineStatusIndicator',
  component: OnlineStatusIndicator,
  args: { online: false, backOnlineMs: 2000, floating: true },
  // The pill floats over the page bottom: screenshot the whole viewport.
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof OnlineStatusIndicator>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Offline: Story = {
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('status');
    await expect(region).toHaveAttribute('aria-live', 'polite');
    await expect(region).toHaveTextContent('اتصال اینترنت برقرار نیست');
  },
};

/** Online from the start: nothing shows, the live region waits. */
export const Online: Story = {
  args: { online: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toBeEmptyDOMElement();
  },
};

/** Offline, then the connection returns: "دوباره آنلاین شدید", then nothing. */
function Reconnecting(args: OnlineStatusIndicatorProps) {
  const [online, setOnline] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setOnline(true), 0);
    return () => clearTimeout(timer);
  }, []);
  return <OnlineStatusIndicator {...args} online={online} />;
}

export const BackOnline: Story = {
  // Long enough for the screenshot; the play below checks the hide with a short one.
  args: { backOnlineMs: 600_000 },
  render: Reconnecting,
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByRole('status')).toHaveTextContent('دوباره آنلاین شدید'));
  },
};

export const BackOnlineThenHidden: Story = {
  args: { backOnlineMs: 300 },
  render: Reconnecting,
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('status');
    await waitFor(() => expect(region).toHaveTextContent('دوباره آنلاین شدید'));
    await waitFor(() => expect(region).toBeEmptyDOMElement(), { timeout: 3000 });
  },
};

export const InFlow: Story = {
  args: { floating: false },
  parameters: { layout: 'padded' },
};

export const OfflineOnMobile: Story = { ...ON_MOBILE, parameters: { ...ON_MOBILE.parameters, layout: 'fullscreen' } };
