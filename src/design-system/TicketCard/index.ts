export { TicketCard } from './TicketCard';
export type { TicketCardProps } from './TicketCard';
export type { TicketData, TicketEndpoint } from './types';
