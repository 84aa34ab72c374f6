import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PlainTable, PriceText } from '../../src/design-system';
import { ON_MOBILE } from './fixtures/flights';

const meta = {
  title: 'Design system/Formatting/PlainTable',
  component: PlainTable,
} satisfies Meta<typeof PlainTable>;

export default meta;
type Story = StoryObj<typeof meta>;

const penalties = (
  <>
    <thead>
      <tr><th scope="col">زمان لغو</th><th scope="col">جریمه</th></tr>
    </thead>
    <tbody>
      <tr><td>تا ۳ روز قبل از پرواز</td><td>۱۰٪ جریمه</td></tr>
      <tr><td>تا ۲۴ ساعت قبل از پرواز</td><td>۳۰٪ جریمه</td></tr>
      <tr><td>تا ۳ ساعت قبل از پرواز</td><td>۵۰٪ جریمه</td></tr>
      <tr><td>کمتر از ۳ ساعت مانده به پرواز و پس از آن</td><td>۸۰٪ جریمه</td></tr>
    </tbody>
  </>
);

/** Column headers, striped body rows, borders between columns (the refund rules). */
export const ColumnHeaders: Story = {
  args: { children: penalties },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table');
    await expect(within(table).getAllByRole('columnheader')).toHaveLength(2);
    await expect(within(table).getAllByRole('row')).toHaveLength(5);
  },
};

/** A caption, and the first cell of each row as its header (the policy pages' fee tables). */
export const RowHeaders: Story = {
  args: {
    children: (
      <>
        <caption>هزینه خدمات ویزا</caption>
        <thead>
          <tr><th scope="col">خدمت</th><th scope="col">هزینه</th></tr>
        </thead>
        <tbody>
          <tr><th scope="row">ویزای توریستی ۳۰ روزه</th><td><PriceText amount={72_000_000} size="sm" /></td></tr>
          <tr><th scope="row">ویزای ترانزیت ۹۶ ساعته</th><td><PriceText amount={38_000_000} size="sm" /></td></tr>
        </tbody>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'هزینه خدمات ویزا' });
    await expect(within(table).getAllByRole('rowheader')).toHaveLength(2);
  },
};

export const OnMobile: Story = { ...ON_MOBILE, args: { children: penalties } };
