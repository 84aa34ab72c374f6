export { PaymentGatewaySelect } from './PaymentGatewaySelect';
export type { PaymentGateway, PaymentGatewaySelectProps } from './PaymentGatewaySelect';
