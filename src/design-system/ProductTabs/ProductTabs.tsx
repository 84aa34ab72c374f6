import { Tabs, Text } from '@mantine/core';
import { useUncontrolled } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { PRODUCT_TYPE_LABELS, ProductType } from '../../domain/enums';
import type { SearchScope } from '../FlightSearchForm';
import { DEFAULT_PRODUCT_LINKS, isFlightProduct, PRODUCT_BLURBS, PRODUCT_ICONS, PRODUCT_TABS } from './products';
import classes from './ProductTabs.module.css';

/** What a link needs; the app passes react-router's Link through `renderLink`. */
export interface ProductLinkProps {
  href: string;
  className?: string;
  children: ReactNode;
}

export interface ProductTabsProps {
  /** The open tab (controlled). */
  value?: ProductType;
  /** The first open tab when uncontrolled. @default ProductType.DomesticFlight */
  defaultValue?: ProductType;
  /** Called when the traveller opens another tab. */
  onChange?: (product: ProductType) => void;
  /** Which tabs, in order. @default PRODUCT_TABS (domestic flight, international flight, hotel, tour, visa, CIP) */
  products?: readonly ProductType[];
  /** The flight tabs' content: usually a FlightSearchForm for the scope. */
  children?: (scope: SearchScope) => ReactNode;
  /**
   * Another tab's own content (the hotel tab's search form); when it gives none, the tab shows its
   * line and the link to the product's page. @default none
   */
  renderPanel?: (product: ProductType) => ReactNode;
  /** Where the other tabs' button goes. @default DEFAULT_PRODUCT_LINKS (hotels, tour, visa, CIP) */
  links?: Readonly<Partial<Record<ProductType, string>>>;
  /** Draws a link (react-router's Link in the app). @default a plain <a href> */
  renderLink?: (props: ProductLinkProps) => ReactNode;
  className?: string;
}

const plainLink = ({ href, className, children }: ProductLinkProps) => <a href={href} className={className}>{children}</a>;

/** The home page's product switcher: flight tabs hold the search form, the others lead to their pages. */
export function ProductTabs(props: ProductTabsProps) {
  const {
    value, defaultValue = ProductType.DomesticFlight, onChange, products = PRODUCT_TABS, children, links = DEFAULT_PRODUCT_LINKS,
    renderLink = plainLink, renderPanel, className,
  } = props;
  const [active, setActive] = useUncontrolled({ value, defaultValue, finalValue: ProductType.DomesticFlight, onChange });

  return (
    <Tabs
      value={String(active)}
      onChange={(next) => next !== null && setActive(Number(next) as ProductType)}
      keepMounted={false}
      className={[classes.root, className].filter(Boolean).join(' ')}
      classNames={{ list: classes.list, tab: classes.tab, tabSection: classes.tabIcon, panel: classes.panel }}
      data-product={active}
    >
      <Tabs.List aria-label="محصولات">
        {products.map((product) => {
          const Icon = PRODUCT_ICONS[product];
          return (
            <Tabs.Tab key={product} value={String(product)} leftSection={Icon && <Icon size={22} aria-hidden />}>
              {PRODUCT_TYPE_LABELS[product]}
            </Tabs.Tab>
          );
        })}
      </Tabs.List>
      {products.map((product) => (
        <Tabs.Panel key={product} value={String(product)}>
          {isFlightProduct(product) ? (
            children?.(product === ProductType.DomesticFlight ? 'domestic' : 'international')
          ) : (
            renderPanel?.(product) ?? <OtherProduct product={product} href={links[product]} renderLink={renderLink} />
          )}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}

/** A non-flight tab: one line and a link to the product's page. */
function OtherProduct({ product, href, renderLink }: { product: ProductType; href?: string; renderLink: (p: ProductLinkProps) => ReactNode }) {
  const blurb = PRODUCT_BLURBS[product];
  return (
    <div className={classes.other}>
      <Text>{blurb?.text}</Text>
      {href && renderLink({ href, className: classes.link, children: blurb?.action ?? PRODUCT_TYPE_LABELS[product] })}
    </div>
  );
}
