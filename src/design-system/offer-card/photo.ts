/**
 * A results card's photo fills the card (the window less the page's padding and the card's border,
 * 2.125rem) until the card is 40rem wide, and from there sits in a 15rem column (offer-card.module.css's
 * container query); the browser picks the smallest of the card's widths that covers it. A phone
 * 412 px wide at 1.75× so takes the 720 px photo, not the 960 px one `100vw` asked for.
 */
export const OFFER_PHOTO_SIZES = '(min-width: 42.125rem) 15rem, calc(100vw - 2.125rem)';
