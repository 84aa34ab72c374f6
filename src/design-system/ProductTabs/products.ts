/** The home page's product tabs: icons, blurbs and default addresses (SPEC §2 routes). */
import {
  IconBeach, IconBuildingSkyscraper, IconCrown, IconPlane, IconPlaneInflight, IconWorld, type Icon,
} from '@tabler/icons-react';
import { ProductType } from '../../domain/enums';

/** The six products of SPEC §1, flights first. */
export const PRODUCT_TABS: readonly ProductType[] = [
  ProductType.DomesticFlight, ProductType.InternationalFlight, ProductType.Hotel, ProductType.Tour, ProductType.Visa, ProductType.CIP,
];

export const PRODUCT_ICONS: Readonly<Partial<Record<ProductType, Icon>>> = {
  [ProductType.DomesticFlight]: IconPlane,
  [ProductType.InternationalFlight]: IconPlaneInflight,
  [ProductType.Hotel]: IconBuildingSkyscraper,
  [ProductType.Tour]: IconBeach,
  [ProductType.Visa]: IconWorld,
  [ProductType.CIP]: IconCrown,
};

/** One line under a non-flight tab, and its call to action. */
export const PRODUCT_BLURBS: Readonly<Partial<Record<ProductType, { text: string; action: string }>>> = {
  [ProductType.Hotel]: { text: 'رزرو هتل در شهرهای ایران و جهان، با بهترین قیمت.', action: 'جستجوی هتل' },
  [ProductType.Tour]: { text: 'تورهای داخلی و خارجی با پرواز و اقامت.', action: 'دیدن تورها' },
  [ProductType.Visa]: { text: 'درخواست ویزای امارات، ترکیه، ایتالیا و کشورهای دیگر.', action: 'درخواست ویزا' },
  [ProductType.CIP]: { text: 'خدمات تشریفات فرودگاهی (CIP) برای سفری آسوده.', action: 'رزرو خدمات CIP' },
};

/** The product pages, with the trailing slash SPEC §2's redirect rule adds (CIP's is issue 21's /cip/). */
export const DEFAULT_PRODUCT_LINKS: Readonly<Partial<Record<ProductType, string>>> = {
  [ProductType.Hotel]: '/hotels/',
  [ProductType.Tour]: '/tour/',
  [ProductType.Visa]: '/visa/',
  [ProductType.CIP]: '/cip/',
};

export const isFlightProduct = (p: ProductType): p is typeof ProductType.DomesticFlight | typeof ProductType.InternationalFlight =>
  p === ProductType.DomesticFlight || p === ProductType.InternationalFlight;
