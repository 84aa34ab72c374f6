import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FlightSearchForm } from '../../src/design-system/FlightSearchForm';
import { Cabin, LocationCodeType, TripType } from '../../src/domain';
import { STORY_TODAY, storyPrices } from './dates-fixtures';
import { ON_MOBILE } from './fixtures/flights';
import { DOMESTIC_PLACES, INTERNATIONAL_PLACES } from './fixtures/places';

const airport = (code: string) => ({ code, codeType: LocationCodeType.AirportCode });
const city = (code: string) => ({ code, codeType: LocationCodeType.CityCode });
const THR_MHD = { origin: airport('THR'), destination: airport('MHD'), departureDate: '2026-11-26' };

const meta = {
  title: 'Design system/Search/FlightSearchForm',
  component: FlightSearchForm,
  args: { scope: 'domestic', places: DOMESTIC_PLACES, today: STORY_TODAY, onSubmit: fn() },
  argTypes: { scope: { control: 'inline-radio', options: ['domestic', 'international'] }, places: { control: false } },
} satisfies Meta<typeof FlightSearchForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const search = (root: HTMLElement) => userEvent.click(within(root).getByRole('button', { name: 'جستجو' }));

export const Playground: Story = {};

/** Submitting an empty form: every missing field says so, in Persian, and nothing is sent. */
export const EmptySubmit: Story = {
  play: async ({ canvasElement, args }) => {
    await search(canvasElement);
    const form = within(canvasElement);
    await expect(form.getByText('مبدأ را انتخاب کنید')).toBeVisible();
    await expect(form.getByText('مقصد را انتخاب کنید')).toBeVisible();
    await expect(form.getByText('تاریخ رفت را انتخاب کنید')).toBeVisible();
    await expect(form.getByRole('combobox', { name: 'مبدأ' })).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Mehrabad to Imam Khomeini is Tehran to Tehran. */
export const SameOriginAndDestination: Story = {
  args: { defaultValue: { segments: [{ ...THR_MHD, destination: airport('IKA') }] } },
  play: async ({ canvasElement, args }) => {
    await search(canvasElement);
    await expect(within(canvasElement).getByText('مبدأ و مقصد نباید یکی باشند')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A filled one-way search sends the typed value. */
export const OneWaySubmit: Story = {
  args: { defaultValue: { segments: [THR_MHD], passengers: { adults: 2, children: 1, infants: 0 } }, prices: storyPrices() },
  play: async ({ canvasElement, args }) => {
    await search(canvasElement);
    await expect(args.onSubmit).toHaveBeenCalledWith({
      tripType: TripType.OneWay, segments: [THR_MHD], adults: 2, children: 1, infants: 0, cabin: Cabin.Economy,
    });
  },
};

/** Swap, then round trip without a return day. */
export const RoundTripMissingReturn: Story = {
  args: { defaultValue: { segments: [THR_MHD] } },
  play: async ({ canvasElement, args }) => {
    const form = within(canvasElement);
    await userEvent.click(form.getByRole('button', { name: 'جابه‌جایی مبدأ و مقصد' }));
    await userEvent.click(form.getByRole('radio', { name: 'رفت و برگشت' }));
    await search(canvasElement);
    await expect(form.getByText('تاریخ برگشت را انتخاب کنید')).toBeVisible();
    await expect(form.getByRole('combobox', { name: 'مبدأ' })).toHaveValue('مشهد');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const RoundTripSubmit: Story = {
  args: { defaultValue: { tripType: TripType.RoundTrip, segments: [THR_MHD], returnDate: '2026-11-30', cabin: Cabin.Business } },
  play: async ({ canvasElement, args }) => {
    await search(canvasElement);
    await expect(args.onSubmit).toHaveBeenCalledWith({
      tripType: TripType.RoundTrip, segments: [THR_MHD], returnDate: '2026-11-30', adults: 1, children: 0, infants: 0, cabin: Cabin.Business,
    });
  },
};

/** A return before the departure (from an old link): the domain's rule, shown under the dates. */
export const ReturnBeforeDeparture: Story = {
  args: { defaultValue: { tripType: TripType.RoundTrip, segments: [THR_MHD], returnDate: '2026-11-24' } },
  play: async ({ canvasElement, args }) => {
    await search(canvasElement);
    await expect(within(canvasElement).getByText('تاریخ برگشت نباید پیش از تاریخ رفت باشد')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const International: Story = {
  args: {
    scope: 'international',
    places: INTERNATIONAL_PLACES,
    defaultValue: { tripType: TripType.RoundTrip, segments: [{ origin: city('THR'), destination: city('IST'), departureDate: '2026-11-26' }], returnDate: '2026-12-03' },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('radio')).toHaveLength(3);
  },
};

/** Multi-destination: rows up to four, each with its own day; the last row can be removed. */
export const MultiDestination: Story = {
  args: {
    scope: 'international',
    places: INTERNATIONAL_PLACES,
    defaultValue: {
      tripType: TripType.MultiDestination,
      segments: [
        { origin: city('THR'), destination: city('IST'), departureDate: '2026-11-26' },
        { origin: city('IST'), destination: airport('DXB'), departureDate: '2026-12-01' },
      ],
    },
  },
  play: async ({ canvasElement, args }) => {
    const form = within(canvasElement);
    const add = form.getByRole('button', { name: 'افزودن مسیر' });
    await userEvent.click(add);
    await userEvent.click(add);
    await expect(form.getAllByRole('group', { name: /^مسیر/ })).toHaveLength(4);
    await expect(add).toBeDisabled();
    await expect(form.getByText('حداکثر ۴ مسیر')).toBeVisible();
    await userEvent.click(form.getByRole('button', { name: 'حذف مسیر ۴' }));
    await search(canvasElement);
    // The new third row starts in Dubai, where the second ends.
    const third = within(form.getByRole('group', { name: 'مسیر ۳' }));
    await expect(third.getByRole('combobox', { name: 'مبدأ' })).toHaveValue('دبی');
    await expect(third.getByText('مقصد را انتخاب کنید')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const OnMobile: Story = {
  ...ON_MOBILE,
  args: { defaultValue: { segments: [THR_MHD] } },
};

export const MultiDestinationOnMobile: Story = {
  ...ON_MOBILE,
  args: { ...MultiDestination.args, defaultValue: { ...MultiDestination.args!.defaultValue, passengers: { adults: 2, children: 0, infants: 1 } } },
};

export const EmptySubmitOnMobile: Story = { ...ON_MOBILE, play: EmptySubmit.play };
