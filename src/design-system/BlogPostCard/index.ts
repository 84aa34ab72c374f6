export { BlogPostCard } from './BlogPostCard';
export type { BlogPostCardProps } from './BlogPostCard';
