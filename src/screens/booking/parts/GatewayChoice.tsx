import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { PaymentGatewaySelect } from '../../../design-system';
import { useStores } from '../../../stores';

/**
 * The bank gateways the server offers (Pay/Gateways), to choose from before paying. One gateway
 * (the embedded sandbox, or a deployment with one bank) needs no choice: nothing is shown.
 */
export const GatewayChoice = observer(function GatewayChoice({ disabled = false }: { disabled?: boolean }) {
  const { order } = useStores();
  useEffect(() => {
    void order.loadGateways();
  }, [order]);
  const gateways = order.gateways;
  if (!gateways || gateways.length < 2) return null;
  return (
    <PaymentGatewaySelect
      gateways={gateways}
      disabled={disabled}
      value={order.gatewayId ?? null}
      onChange={(id) => order.chooseGateway(id)}
    />
  );
});
