import type {
  OrderDetails, OrderSummary, Passenger, Proposal, User, WalletBalance, WalletFlow,
} from '../../../../src/contract';

export const USER: User = {
  id: 'u1', phoneNumber: '09121234567', email: 'sara@example.com', firstName: 'سارا', lastName: 'محمدی', nationalCode: null,
  birthDate: null, gender: 'Female', hasPassword: false, scope: 'user', createdAt: '2026-01-05T08:00:00Z',
};

export const BALANCE: WalletBalance = { type: 'Cache', balance: 2_500_000, giftBalance: 500_000, cashBalance: 2_000_000, usableBalance: 2_500_000 };

export function proposal(over: Partial<Proposal> = {}): Proposal {
  return {
    ProposalId: 'p-out', RequestId: 'r1', isReturning: false, TotalPrice: 30_000_000, Seat: 5, Sort: 1, IsCharter: false,
    TotalDurationMinutes: 80, Currency: 'IRR',
    Prices: [{ PassengerType: 1, Count: 1, BaseFare: 25_000_000, Tax: 5_000_000, UnitPrice: 30_000_000, TotalPrice: 30_000_000 }],
    FlightGroups: [{
      Origin: 'THR', OriginFa: 'تهران', Destination: 'MHD', DestinationFa: 'مشهد',
      DepartureTime: '2026-11-25T08:00:00+03:30', ArrivalTime: '2026-11-25T09:20:00+03:30', Duration: 80, Stops: 0,
      MarketingAirlineCode: 'IR', MarketingAirlineName: 'ایران ایر', MarketingAirlineLogo: 'airlines/IR.png', FlightNumber: 'IR451',
      Aircraft: 'A320', CabinType: 1, FareClass: 'Y', Baggage: { AdultKg: 20, ChildKg: 20, InfantKg: 10 }, Refundable: true,
      FlightLegs: [{
        Origin: 'THR', OriginFa: 'تهران', OriginAirportFa: 'مهرآباد', Destination: 'MHD', DestinationFa: 'مشهد', DestinationAirportFa: 'شهید هاشمی‌نژاد',
        DepartureTime: '2026-11-25T08:00:00+03:30', ArrivalTime: '2026-11-25T09:20:00+03:30', Duration: 80, FlightNumber: 'IR451',
        MarketingAirlineCode: 'IR', OperatingAirlineCode: 'IR', Aircraft: 'A320',
      }],
    }],
    ...over,
  };
}

export function summary(over: Partial<OrderSummary> = {}): OrderSummary {
  return {
    id: 'o1', number: 140512, product: 'DomesticFlight', status: 'Issued', statusFa: 'صادرشده', channel: 'WebSite', clientIdentifier: null,
    title: 'تهران ← مشهد', baseAmount: 30_000_000, discountAmount: 0, payableAmount: 30_000_000, voucherCode: null, passengerCount: 1,
    departureTime: '2026-11-25T08:00:00+03:30', holdExpiresAt: null, paymentMethod: 'Gateway', createdAt: '2026-11-20T08:00:00Z',
    paidAt: '2026-11-20T08:05:00Z', issuedAt: '2026-11-20T08:05:01Z', ...over,
  };
}

export function details(over: Partial<OrderDetails> = {}): OrderDetails {
  return {
    ...summary(),
    contact: { mobile: '09121234567', email: null },
    segments: [{ id: 's1', requestId: 'r1', proposalId: 'p-out', isReturning: false, isCharter: false, refundable: true, proposal: proposal(), pnr: 'K7Q2XM' }],
    passengers: [{
      id: 'px1', passengerType: 1, firstNameFa: 'سارا', lastNameFa: 'محمدی', firstNameEn: 'Sara', lastNameEn: 'Mohammadi', gender: 'Female',
      birthDate: '1990-01-01', nationality: 'IR', nationalCode: '0012345679', passportNumber: null, passportExpiryDate: null,
    }],
    items: [{ id: 'i1', segmentId: 's1', passengerId: 'px1', passengerType: 1, baseFare: 25_000_000, tax: 5_000_000, price: 30_000_000, ticketNumber: '0962134567890', status: 'Active' }],
    history: [
      { status: 'Created', at: '2026-11-20T08:00:00Z', note: null },
      { status: 'Issued', at: '2026-11-20T08:05:01Z', note: null },
    ],
    ...over,
  };
}

export function savedPassenger(over: Partial<Passenger> = {}): Passenger {
  return {
    id: 'sp1', passengerType: 1, firstNameFa: 'علی', lastNameFa: 'رضایی', firstNameEn: 'Ali', lastNameEn: 'Rezaei', gender: 'Male',
    birthDate: '1988-03-02', nationality: 'IR', nationalCode: '0012345679', passportNumber: null, passportExpiryDate: null,
    passportIssuingCountry: null, createdAt: '2026-01-01T00:00:00Z', updatedAt: '2026-01-01T00:00:00Z', ...over,
  };
}

export function flow(over: Partial<WalletFlow> = {}): WalletFlow {
  return {
    id: 1, amount: -1_000_000, giftAmount: 0, balanceAfter: 2_500_000, kind: 'OrderPayment', kindFa: 'پرداخت سفارش',
    description: 'پرداخت سفارش ۱۴۰۵۱۲', orderId: 'o1', createdAt: '2026-11-20T08:05:00Z', ...over,
  };
}

export const paged = <T,>(items: T[], totalCount = items.length, pageNumber = 1, pageSize = 10) => ({ items, totalCount, pageNumber, pageSize });
