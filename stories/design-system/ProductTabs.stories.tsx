import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FlightSearchForm } from '../../src/design-system/FlightSearchForm';
import { ProductTabs } from '../../src/design-system/ProductTabs';
import { ProductType } from '../../src/domain';
import { STORY_TODAY } from './dates-fixtures';
import { ON_MOBILE } from './fixtures/flights';
import { DOMESTIC_PLACES, INTERNATIONAL_PLACES } from './fixtures/places';

const onSearch = fn();

const meta = {
  title: 'Design system/Search/ProductTabs',
  component: ProductTabs,
  args: {
    onChange: fn(),
    // The home screen's composition: each flight tab holds the form for its scope.
    children: (scope) => (
      <FlightSearchForm
        key={scope}
        scope={scope}
        places={scope === 'domestic' ? DOMESTIC_PLACES : INTERNATIONAL_PLACES}
        today={STORY_TODAY}
        onSubmit={onSearch}
      />
    ),
  },
  argTypes: {
    value: { control: 'select', options: Object.values(ProductType) },
    children: { control: false },
    renderLink: { control: false },
  },
} satisfies Meta<typeof ProductTabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Six tabs with icons; the international tab swaps in the international form. */
export const Flights: Story = {
  play: async ({ canvasElement, args }) => {
    const tabs = within(canvasElement);
    await expect(tabs.getAllByRole('tab')).toHaveLength(6);
    await expect(tabs.getByRole('tab', { name: 'پرواز داخلی' })).toHaveAttribute('aria-selected', 'true');
    await expect(tabs.getByRole('form', { name: 'جستجوی پرواز داخلی' })).toBeVisible();
    await userEvent.click(tabs.getByRole('tab', { name: 'پرواز خارجی' }));
    await expect(args.onChange).toHaveBeenCalledWith(ProductType.InternationalFlight);
    await expect(tabs.getByRole('form', { name: 'جستجوی پرواز خارجی' })).toBeVisible();
    await expect(tabs.getByRole('radio', { name: 'چند مسیره' })).toBeInTheDocument();
  },
};

/** A non-flight tab leads to its page through the app's link component. */
export const HotelLink: Story = {
  args: {
    defaultValue: ProductType.Hotel,
    renderLink: ({ href, className, children }) => <a href={href} className={className} data-router-link>{children}</a>,
  },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'جستجوی هتل' });
    await expect(link).toHaveAttribute('href', '/hotels/');
    await expect(link).toHaveAttribute('data-router-link');
  },
};

/** A screen may give a non-flight tab its own panel (home's hotel search form) instead of its line and link. */
export const HotelPanel: Story = {
  args: {
    defaultValue: ProductType.Hotel,
    renderPanel: (product) => (product === ProductType.Hotel ? (
      <form aria-label="جستجوی هتل" style={{ padding: 16, border: '1px dashed #ccc', borderRadius: 8 }}>فرم جستجوی هتل</form>
    ) : null),
  },
  play: async ({ canvasElement }) => {
    const tabs = within(canvasElement);
    await expect(tabs.getByRole('form', { name: 'جستجوی هتل' })).toBeVisible();
    await expect(tabs.queryByRole('link', { name: 'جستجوی هتل' })).toBeNull();
  },
};

/** The CIP tab leads to its own page, /cip/ (issue 21). */
export const CipLink: Story = {
  args: { defaultValue: ProductType.CIP },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'رزرو خدمات CIP' })).toHaveAttribute('href', '/cip/');
  },
};

/** Arrow keys move between tabs (the ARIA tabs pattern). */
export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const tabs = within(canvasElement);
    tabs.getByRole('tab', { name: 'پرواز داخلی' }).focus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(tabs.getByRole('tab', { name: 'پرواز خارجی' })).toHaveFocus();
    await expect(args.onChange).toHaveBeenCalledWith(ProductType.InternationalFlight);
  },
};

export const OnMobile: Story = { ...ON_MOBILE };

export const VisaOnMobile: Story = { ...ON_MOBILE, args: { defaultValue: ProductType.Visa } };
