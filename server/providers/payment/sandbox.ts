import { eq } from 'drizzle-orm';
import type { Db } from '../../db';
import { payments, sandboxBankTransactions } from '../../db/schema';
import { GatewayError, type GatewayPayment, type InquiryOutcome, type PaymentGateway, type ReturnedFields, type ReverseOutcome, type StartRequest, type Started, type VerifyOutcome } from './gateway';

/**
 * The built-in bank (the embedded default): its page is served by this server
 * (/api/payment/Sandbox/Pay/{authority}) and its books are the sandbox_bank_transactions table,
 * which verify reads as a real gateway's verify call reads the bank's. The token is the payment's
 * own authority.
 */
export class SandboxGateway implements PaymentGateway {
  readonly key = 'sandbox' as const;
  readonly id = 1;
  readonly nameFa = 'درگاه آزمایشی شاپرک';
  readonly shortNameFa = 'آزمون';
  readonly descriptionFa = 'پرداخت آزمایشی با کارت‌های نمونه (بدون پول واقعی)';
  readonly verifyWithinMinutes = 30;
  /** No reversal: a payment that cannot be issued goes to the wallet, as the sandbox always did (its tests and journeys read it there). */
  readonly reverseWithinMinutes = 0;

  constructor(private readonly db: Db) {}

  async start(request: StartRequest): Promise<Started> {
    // The sandbox's token is the authority the payment row was created with.
    const [row] = await this.db.select({ authority: payments.authority }).from(payments).where(eq(payments.id, request.paymentId));
    if (!row) throw new GatewayError('این پرداخت در درگاه آزمایشی ثبت نشده است.');
    const token = row.authority;
    const origin = new URL(request.callbackUrl).origin;
    return { token, redirect: { method: 'GET', url: `${origin}/api/payment/Sandbox/Pay/${token}` } };
  }

  readReturn(fields: Record<string, string>): ReturnedFields {
    const paid = fields.Status === 'OK';
    return { paid, token: fields.Authority ?? null, reference: fields.RefNum || null, message: paid ? null : 'پرداخت انجام نشد.' };
  }

  private async record(payment: GatewayPayment) {
    if (!payment.token) return undefined;
    const [row] = await this.db.select().from(sandboxBankTransactions).where(eq(sandboxBankTransactions.authority, payment.token));
    return row;
  }

  async verify(payment: GatewayPayment): Promise<VerifyOutcome> {
    const bank = await this.record(payment);
    if (!bank) return { kind: 'notPaid', message: 'پرداخت انجام نشد.', code: 'NoRecord', cancelled: true };
    if (bank.status === 'Paid') return { kind: 'paid', reference: bank.referenceNumber!, cardMask: bank.cardMask, amount: bank.amount };
    return { kind: 'notPaid', message: bank.message ?? 'پرداخت انجام نشد.', code: bank.status, cancelled: bank.status === 'Cancelled' };
  }

  async settle() {
    return { kind: 'settled' } as const;
  }

  async reverse(payment: GatewayPayment): Promise<ReverseOutcome> {
    if (!payment.token) return { kind: 'refused', message: 'پرداختی برای برگشت نیست.' };
    const done = await this.db.update(sandboxBankTransactions).set({ status: 'Reversed' })
      .where(eq(sandboxBankTransactions.authority, payment.token)).returning();
    return done.length > 0 ? { kind: 'reversed' } : { kind: 'refused', message: 'پرداختی برای برگشت نیست.' };
  }

  async inquiry(payment: GatewayPayment): Promise<InquiryOutcome> {
    const bank = await this.record(payment);
    if (!bank) return { kind: 'pending' };
    if (bank.status === 'Paid') return { kind: 'paid' };
    if (bank.status === 'Reversed') return { kind: 'reversed' };
    return { kind: 'failed', message: bank.message ?? 'پرداخت انجام نشد.' };
  }
}
