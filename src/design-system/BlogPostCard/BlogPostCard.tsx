import { Image, Text, Title, type TitleOrder } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import type { IsoDate } from '../../domain/calendar-days';
import { JalaliDateText } from '../JalaliDateText';
import { renderAnchor, type RenderLink } from '../links';
import classes from './BlogPostCard.module.css';

export interface BlogPostCardProps {
  /** Plain-text title; the screen strips the blog's HTML (never rendered as markup here). */
  title: string;
  /** Plain-text excerpt, clamped to three lines. */
  excerpt?: string;
  /** Publication day, ISO 'YYYY-MM-DD'. */
  date?: IsoDate;
  /** Featured image; without one a neutral placeholder keeps the grid even. */
  imageSrc?: string;
  /** The post's address; the title is the link and the whole card is its target. */
  href: string;
  /** Draws the link. @default a plain <a> */
  renderLink?: RenderLink;
  /** The blog lives on another site: open in a new tab. @default false */
  external?: boolean;
  /** Heading level of the title in the page outline. @default 3 */
  headingOrder?: TitleOrder;
  /** The image's loading attribute; 'eager' for cards in the first screen. @default 'lazy' */
  imageLoading?: 'lazy' | 'eager';
}

/** A blog post teaser (SPEC §7's blog: 8 newest posts): image, date, title and excerpt. */
export function BlogPostCard({
  title, excerpt, date, imageSrc, href, renderLink = renderAnchor, external = false, headingOrder = 3, imageLoading = 'lazy',
}: BlogPostCardProps) {
  const linkProps = external ? { target: '_blank', rel: 'noopener noreferrer' } : {};
  return (
    <article className={classes.root}>
      {imageSrc ? (
        <Image src={imageSrc} alt="" className={classes.image} loading={imageLoading} />
      ) : (
        <span className={classes.placeholder} aria-hidden><IconPhoto size={40} /></span>
      )}
      <div className={classes.body}>
        {date && <JalaliDateText date={date} format="long" withWeekday={false} size="xs" c="dimmed" />}
        <Title order={headingOrder} size="h5" className={classes.title}>
          {renderLink({ href, className: classes.link, children: title, ...linkProps })}
        </Title>
        {excerpt && <Text size="sm" c="dimmed" className={classes.excerpt}>{excerpt}</Text>}
      </div>
    </article>
  );
}
