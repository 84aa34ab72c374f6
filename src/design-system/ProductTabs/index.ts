export { ProductTabs } from './ProductTabs';
export type { ProductLinkProps, ProductTabsProps } from './ProductTabs';
export { DEFAULT_PRODUCT_LINKS, PRODUCT_BLURBS, PRODUCT_ICONS, PRODUCT_TABS } from './products';
