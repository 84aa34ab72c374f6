import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FlightCard } from '../../src/design-system/FlightCard';
import {
  charterFlight, fewSeatsFlight, multiCityFlight, overnightFlight, roundTripFlight, soldOutFlight, systemFlight, ON_MOBILE } from './fixtures/flights';

const meta = {
  title: 'Design system/Results/FlightCard',
  component: FlightCard,
  args: { flight: systemFlight, onSelect: fn(), onShowDetails: fn(), fewSeatsThreshold: 3, selecting: false },
  // The results column beside the desktop filter sidebar is about this wide.
  decorators: [(Story) => <div style={{ maxWidth: 880 }}><Story /></div>],
} satisfies Meta<typeof FlightCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const System: Story = {
  play: async ({ canvasElement, args }) => {
    const card = within(canvasElement);
    await expect(card.getByText('سیستمی')).toBeVisible();
    await expect(card.getByText('۰۸:۳۰')).toBeVisible();
    await expect(card.getByText('۰۹:۵۵')).toBeVisible();
    await expect(card.getByText('بدون توقف')).toBeVisible();
    await userEvent.click(card.getByRole('button', { name: /^انتخاب پرواز/ }));
    await expect(args.onSelect).toHaveBeenCalledTimes(1);
    await userEvent.click(card.getByRole('button', { name: /^جزئیات پرواز/ }));
    await expect(args.onShowDetails).toHaveBeenCalledTimes(1);
  },
};

export const Charter: Story = {
  args: { flight: charterFlight },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('چارتر')).toBeVisible();
    await expect(canvasElement.querySelector('article')).toHaveAttribute('data-charter');
  },
};

export const FewSeats: Story = {
  args: { flight: fewSeatsFlight },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('فقط ۲ صندلی باقی مانده')).toBeVisible();
  },
};

export const SoldOut: Story = {
  args: { flight: soldOutFlight, onShowDetails: undefined },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await expect(card.getByText('تکمیل ظرفیت')).toBeVisible();
    await expect(card.queryByRole('button', { name: /انتخاب پرواز/ })).toBeNull();
    await expect(canvasElement.querySelector('article')).toHaveAttribute('data-sold-out');
  },
};

/** One stop, landing after midnight: the arrival carries "+۱". */
export const OvernightWithStop: Story = {
  args: { flight: overnightFlight },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await expect(card.getByText('۱ توقف')).toBeVisible();
    await expect(card.getByText('+۱')).toBeVisible();
  },
};

export const RoundTripCompact: Story = {
  args: { flight: roundTripFlight },
  play: async ({ canvasElement, args }) => {
    const card = within(canvasElement);
    await expect(card.getByText('رفت')).toBeVisible();
    await expect(card.getByText('برگشت')).toBeVisible();
    await expect(card.getByText('۱۹:۲۰')).toBeVisible();
    await userEvent.click(card.getByRole('button', { name: /^انتخاب پرواز/ }));
    await expect(args.onSelect).toHaveBeenCalled();
  },
};

export const MultiDestination: Story = {
  args: { flight: multiCityFlight },
  play: async ({ canvasElement, args }) => {
    const card = within(canvasElement);
    for (const label of ['پرواز ۱', 'پرواز ۲', 'پرواز ۳']) await expect(card.getByText(label)).toBeVisible();
    await expect(card.queryByText('برگشت')).toBeNull();
    await userEvent.click(card.getByRole('button', { name: /^انتخاب پرواز/ }));
    await expect(args.onSelect).toHaveBeenCalled();
  },
};

export const MultiDestinationOnMobile: Story = {
  args: { flight: multiCityFlight },
  ...ON_MOBILE,
};

export const OnMobile: Story = {
  args: { flight: fewSeatsFlight },
  ...ON_MOBILE,
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('button', { name: /^انتخاب پرواز/ });
    // SPEC §9's tap tolerance: a 40 px target at least.
    await expect(select.getBoundingClientRect().height).toBeGreaterThanOrEqual(40);
  },
};

export const RoundTripOnMobile: Story = {
  args: { flight: roundTripFlight },
  ...ON_MOBILE,
};
