// Online banking (FPX, DuitNow) goes through a payment gateway. The built-in sandbox gateway answers
// a reference at once and lets the app "pay" it, so the demo completes payments without a bank; a
// real gateway would implement the same interface and confirm by its callback instead. The server
// config picks the gateway: the sandbox outside production, none in production unless enabled.
import { randomBytes } from 'node:crypto';
import type { ServerConfig } from '../../config.ts';

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

/** The configured gateway, or null when online banking has none (PAYMENT_GATEWAY=none). */
export function paymentGatewayOf(config: Pick<ServerConfig, 'paymentGateway'>): PaymentGateway | null {
  return config.paymentGateway === 'sandbox' ? sandboxGateway : null;
}
