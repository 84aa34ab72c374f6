import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DiscountVoucherInput, type DiscountVoucherInputProps } from '../../src/design-system/DiscountVoucherInput';
import { ON_MOBILE } from './fixtures/booking';

const meta = {
  title: 'Design system/Booking/DiscountVoucherInput',
  component: DiscountVoucherInput,
  args: { onApply: fn(), onRemove: fn(), loading: false },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}><Story /></div>],
} satisfies Meta<typeof DiscountVoucherInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Persian digits and lower case become the code the server expects; Enter applies too. */
export const Apply: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'کد تخفیف' }), 'safar۱۴۰۵{Enter}');
    await expect(args.onApply).toHaveBeenCalledWith('SAFAR1405');
  },
};

export const EmptyCode: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'اعمال' }));
    await expect(canvas.getByText('کد تخفیف را وارد کنید.')).toBeVisible();
    await expect(args.onApply).not.toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { loading: true, defaultValue: 'SAFAR1405' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'کد تخفیف' })).toHaveAttribute('readonly');
  },
};

export const Rejected: Story = {
  args: { defaultValue: 'OLD1400', error: 'این کد تخفیف منقضی شده است.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'کد تخفیف' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(within(canvasElement).getByText('این کد تخفیف منقضی شده است.')).toBeVisible();
  },
};

export const Applied: Story = {
  args: { appliedCode: 'SAFAR1405', appliedAmount: 5_000_000 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('SAFAR1405')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'حذف کد تخفیف SAFAR1405' }));
    await expect(args.onRemove).toHaveBeenCalledTimes(1);
  },
};

/** The whole round trip with a stand-in server: apply → loading → applied → remove. */
export const ApplyThenRemove: Story = {
  render: function WithServer(args: DiscountVoucherInputProps) {
    const [state, setState] = useState<{ code: string | null; loading: boolean }>({ code: null, loading: false });
    return (
      <DiscountVoucherInput
        {...args}
        appliedCode={state.code}
        appliedAmount={5_000_000}
        loading={state.loading}
        onApply={(code) => {
          args.onApply(code);
          setState({ code: null, loading: true });
          setTimeout(() => setState({ code, loading: false }), 50);
        }}
        onRemove={() => {
          args.onRemove();
          setState({ code: null, loading: false });
        }}
      />
    );
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'کد تخفیف' }), 'NOWRUZ');
    await userEvent.click(canvas.getByRole('button', { name: 'اعمال' }));
    await expect(args.onApply).toHaveBeenCalledWith('NOWRUZ');
    const remove = await canvas.findByRole('button', { name: 'حذف کد تخفیف NOWRUZ' });
    await userEvent.click(remove);
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'کد تخفیف' })).toBeVisible());
  },
};

export const OnMobile: Story = { ...ON_MOBILE, args: { defaultValue: 'OLD1400', error: 'این کد تخفیف منقضی شده است.' } };
