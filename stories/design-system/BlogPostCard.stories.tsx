import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { BlogPostCard } from '../../src/design-system/BlogPostCard';
import { ON_MOBILE } from './fixtures/flights';
import { navigate, storyLink } from './fixtures/links';
import { BLOG_POSTS } from './fixtures/shell';

const [kish, charter, visa] = BLOG_POSTS;

const meta = {
  title: 'Design system/Shell/BlogPostCard',
  component: BlogPostCard,
  args: { ...kish, renderLink: storyLink, external: true, headingOrder: 3, imageLoading: 'eager' },
  argTypes: { renderLink: { control: false } },
} satisfies Meta<typeof BlogPostCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One card is about as wide as a home-page blog column. */
const column: Story['decorators'] = [(Story) => <div style={{ maxInlineSize: 360 }}><Story /></div>];

export const Playground: Story = { decorators: column };

export const Default: Story = {
  decorators: column,
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    const link = card.getByRole('link', { name: kish.title });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(card.getByText('۲۱ آبان ۱۴۰۵')).toBeVisible();
    await userEvent.click(link);
    await expect(navigate).toHaveBeenLastCalledWith(kish.href);
  },
};

/** Markup in the text stays text: the card takes plain strings only. */
export const PlainTextOnly: Story = {
  decorators: column,
  args: { title: 'قیمت <b>بلیت</b> مشهد', excerpt: '<img src=x onerror=alert(1)> متن ساده' },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await expect(card.getByRole('link', { name: 'قیمت <b>بلیت</b> مشهد' })).toBeVisible();
    await expect(canvasElement.querySelector('b')).toBeNull();
    await expect(canvasElement.querySelectorAll('img')).toHaveLength(1);
  },
};

export const WithoutImage: Story = { decorators: column, args: { ...visa, imageSrc: undefined } };

/** The blog section of the home page: the newest posts in a row, one column on a phone. */
export const GridOnMobile: Story = {
  ...ON_MOBILE,
  render: (args) => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(16rem, 1fr))', gap: 16 }}>
      {[kish, charter, visa].map((post) => (
        <BlogPostCard key={post.href} {...args} {...post} imageSrc={'imageSrc' in post ? post.imageSrc : undefined} />
      ))}
    </div>
  ),
};

export const GridOnDesktop: Story = { ...GridOnMobile, globals: undefined, parameters: undefined };
