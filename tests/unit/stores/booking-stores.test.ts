import { describe, expect, it } from 'vitest';
import { freshRoot, proposal } from './fixtures';

describe('OrderStore (SPEC §3 Order/booking)', () => {
  it('chooses the outbound and the returning proposal by isReturning', () => {
    const { order } = freshRoot();
    const out = proposal();
    const back = proposal({ isReturning: true });
    order.chooseProposal(out, { legs: 1 });
    order.chooseProposal(back, { legs: 2 });
    expect(order.proposal).toBe(out);
    expect(order.proposalReturning).toBe(back);
    expect(order.flightDetail).toEqual({ legs: 1 });
    expect(order.flightDetailReturning).toEqual({ legs: 2 });
  });

  it('clearing add-passenger state empties the proposals and flight details (SPEC §4)', () => {
    const { order } = freshRoot();
    order.chooseProposal(proposal(), {});
    order.chooseProposal(proposal({ isReturning: true }), {});
    order.setUseWallet(true);
    order.clearAddPassenger();
    expect([order.proposal, order.flightDetail, order.proposalReturning, order.flightDetailReturning]).toEqual([null, null, null, null]);
    expect(order.useWallet).toBe(true);
  });
});

describe('VisaStore and WalletStore', () => {
  it('holds the visa request, its passengers and order id, and clears them', () => {
    const { visa } = freshRoot();
    visa.setRequestVisa({ destination: 'uae', visaType: 'AE-T30', speed: 'Normal', passengerCount: 2, travelDate: null });
    const person = (firstNameEn: string) => ({ firstNameEn, lastNameEn: 'X', gender: 'Male' as const, birthDate: '1990-01-01', passportNumber: 'K1', passportExpiryDate: '2036-01-01', photo: 'p', passportImage: 'q' });
    visa.addVisaPassenger(person('A'));
    visa.addVisaPassenger(person('B'));
    visa.removeVisaPassenger(0);
    visa.setVisaOrderId('o-1');
    expect(visa.visaPassengers).toEqual([person('B')]);
    expect(visa.visaOrderId).toBe('o-1');
    visa.clear();
    expect([visa.requestVisa, visa.visaPassengers.length, visa.visaOrderId]).toEqual([null, 0, null]);
  });

  it('keeps the wallet inventory a whole, non-negative number of rials', () => {
    const { wallet } = freshRoot();
    expect(wallet.inventory).toBeNull();
    wallet.setInventory(1_500_000.7);
    expect(wallet.inventory).toBe(1_500_000);
    wallet.setInventory(-5);
    expect(wallet.inventory).toBe(0);
  });
});
