import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CityCard } from '../../src/design-system/CityCard';
import { ON_MOBILE } from './fixtures/flights';
import { navigate, storyLink } from './fixtures/links';
import { DOMESTIC_CITIES } from './fixtures/shell';

const mashhad = DOMESTIC_CITIES[1]!;

const meta = {
  title: 'Design system/Shell/CityCard',
  component: CityCard,
  args: {
    name: mashhad.name,
    imageSrc: mashhad.imageSrc,
    priceFrom: mashhad.priceFrom,
    eyebrow: 'پرواز به',
    href: '/flight/THR-MHD/',
    renderLink: storyLink,
    imageLoading: 'eager',
  },
  argTypes: { renderLink: { control: false } },
} satisfies Meta<typeof CityCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One card is about as wide as a home-page grid cell. */
const cell: Story['decorators'] = [(Story) => <div style={{ maxInlineSize: 240 }}><Story /></div>];

export const Playground: Story = { decorators: cell };

export const AsLink: Story = {
  decorators: cell,
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('link');
    await expect(card).toHaveTextContent('مشهد');
    await expect(card).toHaveTextContent('۱۹٬۸۵۰٬۰۰۰');
    await userEvent.click(card);
    await expect(navigate).toHaveBeenLastCalledWith('/flight/THR-MHD/');
  },
};

/** No route: the card fills the search form instead. */
export const AsButton: Story = {
  decorators: cell,
  args: { href: undefined, onClick: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /مشهد/ }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const WithoutPrice: Story = {
  decorators: cell,
  args: { priceFrom: undefined, eyebrow: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText('از')).toBeNull();
  },
};

/** The home page's popular cities: two columns on a phone. */
export const GridOnMobile: Story = {
  ...ON_MOBILE,
  render: (args) => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(2, 1fr)', gap: 12 }}>
      {DOMESTIC_CITIES.map((city) => (
        <CityCard key={city.code} {...args} name={city.name} imageSrc={city.imageSrc} priceFrom={city.priceFrom}
          href={`/flight/THR-${city.code}/`} />
      ))}
    </div>
  ),
};

export const GridOnDesktop: Story = {
  args: { eyebrow: undefined },
  render: (args) => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(11rem, 1fr))', gap: 16 }}>
      {DOMESTIC_CITIES.map((city) => (
        <CityCard key={city.code} {...args} name={city.name} imageSrc={city.imageSrc} priceFrom={city.priceFrom}
          href={`/flight/THR-${city.code}/`} />
      ))}
    </div>
  ),
};
