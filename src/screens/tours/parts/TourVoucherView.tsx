import type { TourOrderDetails } from '../../../contract';
import { TourVoucherCard } from '../../../design-system';
import { useStores } from '../../../stores';
import { useVoucherPdf, VoucherWays } from '../../booking/parts/VoucherWays';
import { tourVoucherOf } from './tour-order-view';

/** The tour voucher with its PDF, and the ways on: the order's details and, once issued, cancelling travellers under the policy. */
export function TourVoucherView({ order }: { order: TourOrderDetails }) {
  const root = useStores();
  const pdf = useVoucherPdf(() => root.api.tours.voucherPdf(order.id), `tour-voucher-${order.number}.pdf`);
  return (
    <>
      <TourVoucherCard voucher={tourVoucherOf(order)} onDownload={pdf.download} downloading={pdf.downloading} />
      <VoucherWays orderId={order.id} status={order.status} cancelLabel="لغو و استرداد" />
    </>
  );
}
