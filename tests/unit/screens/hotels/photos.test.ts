import { describe, expect, it } from 'vitest';
import type { HotelFacts, HotelSearchResult } from '../../../../src/contract';
import { toGalleryPhotos, toHotelCard } from '../../../../src/screens/hotels/hotel-view';
import { photoSrcSet } from '../../../../src/screens/shared/photos';

const widthsOf = (srcSet: string | undefined) => (srcSet ?? '').split(', ').map((c) => Number(/ (\d+)w$/.exec(c)![1]));

// Issue 29 (5): no image larger than it is shown; card photos offered at phone and desktop widths.
describe('photos at the size they are shown', () => {
  it('a results card offers its photo from a desktop column (240) to a phone at 3× (960), each cropped 3:2', () => {
    const card = toHotelCard({ id: 1, nameFa: 'هتل', photos: ['hotels/1/1'] } as unknown as HotelSearchResult);
    expect(widthsOf(card.photoSrcSet)).toEqual([240, 480, 720, 960]);
    expect(card.photoSrcSet).toContain('/images/hotels/1/1.jpg?rmode=crop&width=240&height=160 240w');
  });

  it('the hotel page offers its main photo at several widths and its 96×64 thumbnails at twice that, not the card size', () => {
    const [first] = toGalleryPhotos({ photos: ['hotels/7/1'] } as unknown as HotelFacts);
    expect(widthsOf(first!.srcSet)).toEqual([480, 720, 960, 1440]);
    expect(first!.thumbnailSrc).toBe('/images/hotels/7/1.jpg?rmode=crop&width=192&height=128');
  });

  it('keeps each width\'s height at the ratio asked for', () => {
    expect(photoSrcSet('tours/kish', [480, 1200], 525 / 1200)).toBe('/images/tours/kish.jpg?rmode=crop&width=480&height=210 480w, /images/tours/kish.jpg?rmode=crop&width=1200&height=525 1200w');
  });
});
