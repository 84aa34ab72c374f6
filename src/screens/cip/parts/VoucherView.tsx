import type { CipOrderDetails } from '../../../contract';
import { CipVoucherCard } from '../../../design-system';
import { useStores } from '../../../stores';
import { useVoucherPdf, VoucherWays } from '../../booking/parts/VoucherWays';
import { voucherOf } from './cip-order-view';

/** The CIP voucher with its PDF, and the ways on: the order's details and, once issued, cancelling it under the policy. */
export function VoucherView({ order }: { order: CipOrderDetails }) {
  const root = useStores();
  const pdf = useVoucherPdf(() => root.api.cip.voucherPdf(order.id), `cip-voucher-${order.number}.pdf`);
  return (
    <>
      <CipVoucherCard voucher={voucherOf(order)} onDownload={pdf.download} downloading={pdf.downloading} />
      <VoucherWays orderId={order.id} status={order.status} cancelLabel="لغو و استرداد" />
    </>
  );
}
