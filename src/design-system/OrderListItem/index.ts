export { OrderListItem } from './OrderListItem';
export type { OrderListItemData, OrderListItemProps } from './OrderListItem';
export { COLOUR_TAG_COLOR } from './status-colour';
