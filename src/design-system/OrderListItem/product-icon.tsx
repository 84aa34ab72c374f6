import {
  IconBeach, IconBuilding, IconCrown, IconId, IconPackage, IconPlane, IconWorld, type Icon,
} from '@tabler/icons-react';
import { ProductType } from '../../domain/enums';

const ICONS: Readonly<Record<ProductType, Icon>> = {
  [ProductType.None]: IconPackage,
  [ProductType.DomesticFlight]: IconPlane,
  [ProductType.InternationalFlight]: IconWorld,
  [ProductType.Hotel]: IconBuilding,
  [ProductType.Tour]: IconBeach,
  [ProductType.Visa]: IconId,
  [ProductType.CIP]: IconCrown,
};

/** The product's icon, decorative: the label is printed beside it. */
export function ProductIcon({ product, size = 24 }: { product: ProductType; size?: number }) {
  const Glyph = ICONS[product] ?? IconPackage;
  return <Glyph size={size} aria-hidden />;
}
