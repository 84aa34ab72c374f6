import type { ReactNode } from 'react';
import { Image, Text, UnstyledButton } from '@mantine/core';
import { renderAnchor, type RenderLink } from '../links';
import { PriceText } from '../PriceText';
import classes from './CityCard.module.css';

export interface CityCardProps {
  /** Persian city name: "مشهد". */
  name: string;
  /** Photo of the city; decorative (the name is the card's text). */
  imageSrc: string;
  /** Cheapest fare to the city in integer rials: "از ۱۲٬۰۰۰٬۰۰۰ ریال". Omitted, no price line. */
  priceFrom?: number;
  /** A line above the name: "پرواز به". */
  eyebrow?: string;
  /** The whole card links here (the city's search or landing page). */
  href?: string;
  /** Draws the link. @default a plain <a> */
  renderLink?: RenderLink;
  /** Without `href`, the card is a button calling this (e.g. to fill the search form). */
  onClick?: () => void;
  /** The image's loading attribute; 'eager' for cards in the first screen. @default 'lazy' */
  imageLoading?: 'lazy' | 'eager';
}

/** A popular destination on the home page (SPEC §2): photo, name, and the lowest fare. */
export function CityCard({ name, imageSrc, priceFrom, eyebrow, href, renderLink = renderAnchor, onClick, imageLoading = 'lazy' }: CityCardProps) {
  const content: ReactNode = (
    <>
      <Image src={imageSrc} alt="" className={classes.image} loading={imageLoading} />
      <span className={classes.body}>
        {eyebrow && <Text component="span" size="xs" c="dimmed">{eyebrow}</Text>}
        <Text component="span" fw={700} size="lg" className={classes.name}>{name}</Text>
        {priceFrom !== undefined && (
          <Text component="span" size="sm" c="dimmed" className={classes.price}>
            از <PriceText amount={priceFrom} size="sm" c="accent.9" />
          </Text>
        )}
      </span>
    </>
  );
  if (href) return renderLink({ href, className: classes.root, children: content });
  return (
    <UnstyledButton className={classes.root} onClick={onClick} data-button>
      {content}
    </UnstyledButton>
  );
}
