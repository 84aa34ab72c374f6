import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { LocationPicker, type LocationPickerProps } from '../../src/design-system/LocationPicker';
import { LocationCodeType } from '../../src/domain';
import { ON_MOBILE } from './fixtures/flights';
import { DOMESTIC_PLACES, INTERNATIONAL_PLACES } from './fixtures/places';

function Stateful(props: LocationPickerProps) {
  const [value, setValue] = useState(props.value);
  return (
    <div style={{ maxInlineSize: 360 }}>
      <LocationPicker
        {...props}
        value={value}
        onChange={(next) => {
          setValue(next);
          props.onChange(next);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Design system/Search/LocationPicker',
  component: LocationPicker,
  args: { value: null, onChange: fn(), places: DOMESTIC_PLACES, scope: 'domestic', kind: 'origin' },
  argTypes: {
    scope: { control: 'inline-radio', options: ['domestic', 'international'] },
    kind: { control: 'inline-radio', options: ['origin', 'destination'] },
    places: { control: false },
  },
  render: (args) => <Stateful {...args} />,
  parameters: { layout: 'fullscreen' },
  decorators: [(Story) => <div style={{ padding: 16, minBlockSize: 560 }}><Story /></div>],
} satisfies Meta<typeof LocationPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The list sits in a portal: find it in document.body once it shows. */
async function openedList() {
  const list = await within(document.body).findByRole('listbox');
  await waitFor(() => expect(list).toBeVisible());
  return within(list);
}
const field = (root: HTMLElement, name = 'مبدأ') => within(root).getByRole('combobox', { name });

export const Playground: Story = {};

/** Focus with nothing typed: the popular cities, by priority; Tehran lists its two airports. */
export const PopularPlaces: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(field(canvasElement));
    const list = await openedList();
    const options = list.getAllByRole('option');
    await expect(options[0]).toHaveTextContent('تهران');
    await expect(options[0]).toHaveTextContent('همه فرودگاه‌ها');
    await expect(options[1]).toHaveTextContent('مهرآباد');
    await expect(options[3]).toHaveTextContent('شیراز');
    await expect(list.getByText('شهرهای پرطرفدار')).toBeVisible();
  },
};

/** Arabic ي typed: still finds شیراز; Enter picks the best match. */
export const SearchPersian: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.type(field(canvasElement), 'شيراز');
    const list = await openedList();
    await expect(list.getAllByRole('option')[0]).toHaveTextContent('شیراز');
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith({ code: 'SYZ', codeType: LocationCodeType.AirportCode });
    await expect(field(canvasElement)).toHaveValue('شیراز');
  },
};

export const SearchEnglish: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(field(canvasElement), 'mash');
    const list = await openedList();
    await expect(list.getAllByRole('option')).toHaveLength(1);
    await expect(list.getByRole('option')).toHaveTextContent('مشهد');
  },
};

/** An airport's code lists that airport alone. */
export const SearchIata: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.type(field(canvasElement), 'ika');
    const list = await openedList();
    await expect(list.getAllByRole('option')).toHaveLength(1);
    await userEvent.click(list.getByRole('option', { name: /امام خمینی/ }));
    await expect(args.onChange).toHaveBeenCalledWith({ code: 'IKA', codeType: LocationCodeType.AirportCode });
    await expect(field(canvasElement)).toHaveValue('تهران، امام خمینی');
  },
};

export const NoMatch: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(field(canvasElement), 'پاریس');
    await waitFor(() => expect(within(document.body).getByText('شهر یا فرودگاهی با «پاریس» پیدا نشد')).toBeVisible());
  },
};

/** International list: English names beside the Persian, Istanbul with two airports. */
export const International: Story = {
  args: { places: INTERNATIONAL_PLACES, scope: 'international', kind: 'destination' },
  play: async ({ canvasElement }) => {
    await userEvent.click(field(canvasElement, 'مقصد'));
    const list = await openedList();
    await expect(list.getByText('شهرهای پرطرفدار خارجی')).toBeVisible();
    await expect(list.getAllByRole('option')[3]).toHaveTextContent('استانبول');
    await expect(list.getByText('Istanbul')).toBeVisible();
  },
};

export const Chosen: Story = {
  args: { value: { code: 'THR', codeType: LocationCodeType.CityCode } },
  play: async ({ canvasElement, args }) => {
    await expect(field(canvasElement)).toHaveValue('تهران (همه فرودگاه‌ها)');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'پاک کردن مبدأ' }));
    await expect(args.onChange).toHaveBeenCalledWith(null);
  },
};

export const ErrorState: Story = { args: { error: 'مبدأ را انتخاب کنید' } };

export const Disabled: Story = { args: { disabled: true, value: { code: 'MHD', codeType: LocationCodeType.AirportCode } } };

export const OnMobile: Story = {
  ...ON_MOBILE,
  parameters: { ...ON_MOBILE.parameters, layout: 'fullscreen' },
  args: { kind: 'destination' },
  play: async ({ canvasElement }) => {
    await userEvent.type(field(canvasElement, 'مقصد'), 'ک');
    const list = await openedList();
    await expect(list.getAllByRole('option')[0]).toHaveTextContent('کیش');
  },
};
