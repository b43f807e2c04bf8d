// Online banking (FPX, DuitNow) goes through a payment gateway. The built-in sandbox gateway answers
// a reference at once and lets the app "pay" it, so the demo completes payments without a bank; a
// real gateway would implement the same interface and confirm by its callback instead.
import { randomBytes } from 'node:crypto';

export interface PaymentRequest {
  orderId: number;
  gateway: string;
  currency: string;
  amountMinor: bigint;
}

export interface PaymentGateway {
  /** Opens a payment and returns the gateway's reference for it. */
  createPayment(request: PaymentRequest): Promise<{ reference: string }>;
}

export const sandboxGateway: PaymentGateway = {
  createPayment(request) {
    const suffix = randomBytes(4).toString('hex').toUpperCase();
    return Promise.resolve({
      reference: `SBX-${request.gateway.toUpperCase()}-${request.orderId}-${suffix}`,
    });
  },
};
