import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FlightSearchForm } from '../../src/design-system/FlightSearchForm';
import { Cabin, LocationCodeType, TripType } from '../../src/domain';
import { STORY_TODAY, storyPrices } from './dates-fixtures';
import { ON_MOBILE, ON_TABLET } from './fixtures/flights';
import { DOMESTIC_PLACES, INTERNATIONAL_PLACES, LONG_NAMED_PLACES } from './fixtures/places';

const airport = (code: string) => ({ code, codeType: LocationCodeType.AirportCode });
const city = (code: string) => ({ code, codeType: LocationCodeType.CityCode });
const THR_MHD = { origin: airport('THR'), destination: airport('MHD'), departureDate: '2026-11-26' };

/**
 * Cities whose Persian names run long, each with two airports so a chosen airport reads «city، airport»
 * (real airports, made-up priorities): for the long-text stories.
 */
const meta = {
  title: 'Design system/Search/FlightSearchForm',
  component: FlightSearchForm,
  args: { scope: 'domestic', places: DOMESTIC_PLACES, today: STORY_TODAY, onSubmit: fn() },
  parameters: {
    docs: {
      description: {
        component: 'فرم جستجوی پرواز در زبانه‌های پرواز داخلی و خارجی صفحه اصلی: نوع سفر، مسافران، کلاس پرواز، مبدأ و مقصد، تاریخ‌ها و دکمه «جستجو». '
          + 'خطاها پس از زدن «جستجو» زیر هر فیلد به فارسی می‌آیند؛ فرم در عرض کم یک ستون است و در عرض زیاد یک ردیف.',
      },
    },
  },
  argTypes: {
    scope: {
      control: 'inline-radio',
      options: ['domestic', 'international'],
      description: 'حوزه جستجو: «domestic» پرواز داخلی با یک‌طرفه و رفت و برگشت، «international» پرواز خارجی که «چند مسیره» هم دارد. هر زبانه پرواز حوزه خودش را می‌دهد.',
    },
    places: {
      control: false,
      description: 'شهرها و فرودگاه‌های همان حوزه برای فیلدهای مبدأ و مقصد؛ صفحه فهرست داخلی یا خارجی را از سرور می‌گیرد و می‌دهد.',
    },
    onSubmit: {
      description: 'با یک جستجوی درست و کامل صدا زده می‌شود (نوع سفر، مسیرها، تاریخ‌ها، مسافران، کلاس)؛ صفحه از آن نشانی نتایج را می‌سازد و به آن می‌رود.',
    },
    today: { description: 'امروز به وقت تهران: زودترین روزی که تقویم‌ها می‌گذارند برگزیده شود. صفحه آن را نمی‌دهد و فرم خودش حساب می‌کند؛ داستان‌ها روز ثابتی می‌دهند.' },
    prices: { description: 'ارزان‌ترین قیمت هر روز به ریال، که زیر روزهای تقویم نشان داده می‌شود؛ اگر نرسیده باشد تقویم بی‌قیمت است.' },
    defaultValue: {
      control: false,
      description: 'حالت آغازین فرم، مثلاً جستجویی از نشانی صفحه یا از «جستجوهای اخیر»؛ پیش‌فرض یک‌طرفه، یک بزرگسال، اکونومی و هیچ فیلدی پر نشده.',
    },
    submitting: { description: 'تا صفحه به نتایج برود، دکمه «جستجو» چرخنده نشان می‌دهد و دوباره زده نمی‌شود؛ پیش‌فرض خاموش.' },
    className: { description: 'کلاس سی‌اس‌اس از بیرون، برای جای فرم در کارت جستجوی صفحه اصلی.' },
  },
} satisfies Meta<typeof FlightSearchForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const search = (root: HTMLElement) => userEvent.click(within(root).getByRole('button', { name: 'جستجو' }));

/** همه ویژگی‌ها با کنترل‌ها، برای آزمودن هر ترکیب. */
export const Playground: Story = {};

/** «جستجو» با فرم خالی: هر فیلد خالی به فارسی می‌گوید چه کم است و هیچ جستجویی فرستاده نمی‌شود. */
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

/** مبدأ و مقصد در یک شهر: مهرآباد تا امام خمینی تهران به تهران است، پس فرم «مبدأ و مقصد نباید یکی باشند» می‌گوید. */
export const SameOriginAndDestination: Story = {
  args: { defaultValue: { segments: [{ ...THR_MHD, destination: airport('IKA') }] } },
  play: async ({ canvasElement, args }) => {
    await search(canvasElement);
    await expect(within(canvasElement).getByText('مبدأ و مقصد نباید یکی باشند')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** جستجوی یک‌طرفه کامل برای دو بزرگسال و یک کودک: با «جستجو» همان جستجو به صفحه داده می‌شود. */
export const OneWaySubmit: Story = {
  args: { defaultValue: { segments: [THR_MHD], passengers: { adults: 2, children: 1, infants: 0 } }, prices: storyPrices() },
  play: async ({ canvasElement, args }) => {
    await search(canvasElement);
    await expect(args.onSubmit).toHaveBeenCalledWith({
      tripType: TripType.OneWay, segments: [THR_MHD], adults: 2, children: 1, infants: 0, cabin: Cabin.Economy,
    });
  },
};

/** مسافر مبدأ و مقصد را جابه‌جا می‌کند و «رفت و برگشت» را برمی‌گزیند، ولی روز برگشت را نه: فرم «تاریخ برگشت را انتخاب کنید» می‌گوید. */
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

/** جستجوی رفت و برگشت کامل با کلاس بیزینس: با «جستجو» هر دو تاریخ به صفحه داده می‌شوند. */
export const RoundTripSubmit: Story = {
  args: { defaultValue: { tripType: TripType.RoundTrip, segments: [THR_MHD], returnDate: '2026-11-30', cabin: Cabin.Business } },
  play: async ({ canvasElement, args }) => {
    await search(canvasElement);
    await expect(args.onSubmit).toHaveBeenCalledWith({
      tripType: TripType.RoundTrip, segments: [THR_MHD], returnDate: '2026-11-30', adults: 1, children: 0, infants: 0, cabin: Cabin.Business,
    });
  },
};

/** برگشت پیش از رفت (مثلاً از یک نشانی کهنه): زیر تاریخ‌ها «تاریخ برگشت نباید پیش از تاریخ رفت باشد» می‌آید. */
export const ReturnBeforeDeparture: Story = {
  args: { defaultValue: { tripType: TripType.RoundTrip, segments: [THR_MHD], returnDate: '2026-11-24' } },
  play: async ({ canvasElement, args }) => {
    await search(canvasElement);
    await expect(within(canvasElement).getByText('تاریخ برگشت نباید پیش از تاریخ رفت باشد')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** پرواز خارجی رفت و برگشت تهران به استانبول: سه نوع سفر دارد، «چند مسیره» هم. */
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

/** چند مسیره: تا چهار ردیف، هر کدام با روز خودش؛ ردیف تازه از مقصد ردیف پیش شروع می‌شود و ردیف آخر برداشته می‌شود. */
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

/** در گوشی ۳۷۵ پیکسلی: فرم یک ستون است، مبدأ و مقصد زیر هم با دکمه جابه‌جایی روی مرزشان. */
export const OnMobile: Story = {
  ...ON_MOBILE,
  args: { defaultValue: { segments: [THR_MHD] } },
};

/** چند مسیره در گوشی: هر مسیر کادر خودش را دارد و دکمه «جستجو» پایین فرم است. */
export const MultiDestinationOnMobile: Story = {
  ...ON_MOBILE,
  args: { ...MultiDestination.args, defaultValue: { ...MultiDestination.args!.defaultValue, passengers: { adults: 2, children: 0, infants: 1 } } },
};

/** فرم خالی در گوشی: پیام هر خطا زیر فیلد خودش، در همان یک ستون. */
export const EmptySubmitOnMobile: Story = { ...ON_MOBILE, play: EmptySubmit.play };

/** در حال رفتن به نتایج: دکمه «جستجو» چرخنده دارد و تا صفحه نتایج باز شود دوباره زده نمی‌شود. */
export const Submitting: Story = {
  args: { defaultValue: { segments: [THR_MHD] }, submitting: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'جستجو' });
    await expect(button).toHaveAttribute('data-loading');
    await expect(button).toBeDisabled();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** نام‌های بلند: کوالالامپور تا ریو دو ژانیرو با نام کامل فرودگاه‌ها و هر سه گروه مسافر؛ فیلدها با سه‌نقطه کوتاه می‌شوند و از فرم بیرون نمی‌زنند. */
export const LongPlaceNames: Story = {
  args: {
    scope: 'international',
    places: LONG_NAMED_PLACES,
    defaultValue: { segments: [{ origin: airport('KUL'), destination: airport('GIG'), departureDate: '2026-11-26' }], passengers: { adults: 5, children: 2, infants: 2 } },
  },
  play: async ({ canvasElement, args }) => {
    const form = within(canvasElement);
    const origin = form.getByRole('combobox', { name: 'مبدأ' });
    await expect(origin).toHaveValue('کوالالامپور، بین‌المللی کوالالامپور');
    await expect(form.getByRole('combobox', { name: 'مقصد' })).toHaveValue('ریو دو ژانیرو، گالئائو آنتونیو کارلوس ژوبیم');
    const edge = form.getByRole('form').getBoundingClientRect();
    for (const field of [origin, form.getByRole('combobox', { name: 'مقصد' })]) {
      const box = field.getBoundingClientRect();
      await expect(box.left).toBeGreaterThanOrEqual(edge.left);
      await expect(box.right).toBeLessThanOrEqual(edge.right);
    }
    await search(canvasElement);
    await expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ adults: 5, children: 2, infants: 2 }));
  },
};

/** مسافر با حروف لاتین می‌نویسد: «shiraz» شیراز را و کد «mhd» مشهد را پیدا می‌کند و جستجو با همین دو فرستاده می‌شود. */
export const LatinInput: Story = {
  args: { defaultValue: { segments: [{ origin: null, destination: null, departureDate: '2026-11-26' }] } },
  play: async ({ canvasElement, args }) => {
    const form = within(canvasElement);
    const list = async () => within(await within(document.body).findByRole('listbox'));
    await userEvent.type(form.getByRole('combobox', { name: 'مبدأ' }), 'shiraz');
    await userEvent.click((await list()).getByRole('option', { name: /شیراز/ }));
    await expect(form.getByRole('combobox', { name: 'مبدأ' })).toHaveValue('شیراز');
    await userEvent.type(form.getByRole('combobox', { name: 'مقصد' }), 'mhd');
    await userEvent.click((await list()).getByRole('option', { name: /مشهد/ }));
    await expect(form.getByRole('combobox', { name: 'مقصد' })).toHaveValue('مشهد');
    await search(canvasElement);
    await expect(args.onSubmit).toHaveBeenCalledWith({
      tripType: TripType.OneWay,
      segments: [{ origin: airport('SYZ'), destination: airport('MHD'), departureDate: '2026-11-26' }],
      adults: 1, children: 0, infants: 0, cabin: Cabin.Economy,
    });
  },
};

/** در تبلت ۷۶۸ پیکسلی: نوع سفر، مسافران و کلاس در یک ردیف و مسیر و تاریخ‌ها زیر آن؛ مسافر «رفت و برگشت» را برمی‌گزیند و دو فیلد تاریخ می‌آید. */
export const OnTablet: Story = {
  ...ON_TABLET,
  args: { defaultValue: { segments: [THR_MHD] }, prices: storyPrices() },
  play: async ({ canvasElement }) => {
    const form = within(canvasElement);
    await userEvent.click(form.getByRole('radio', { name: 'رفت و برگشت' }));
    await expect(form.getByRole('button', { name: /^تاریخ رفت/ })).toBeVisible();
    await expect(form.getByRole('button', { name: /^تاریخ برگشت/ })).toBeVisible();
  },
};
