/**
 * A results card's photo fills the card on phones and sits in a 15rem column once the list is wide
 * (offer-card.module.css); the browser picks the smallest of the card's widths that covers it.
 */
export const OFFER_PHOTO_SIZES = '(min-width: 64em) 15rem, 100vw';

