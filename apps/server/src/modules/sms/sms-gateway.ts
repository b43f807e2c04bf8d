// One-time codes reach members through an SMS gateway. The built-in sandbox gateway delivers nothing:
// it keeps each message in an outbox staff read in the back office (sms/outbox), so the demo and the
// tests complete password resets without a phone network. A real gateway would implement the same
// interface. The server config picks the gateway (SMS_GATEWAY): the sandbox outside production, none
// in production unless enabled — as PAYMENT_GATEWAY does for online banking.
import type { SmsCodePurpose } from '@saham/contract/password-reset';
import type { Language } from '@saham/domain/languages';
import type { ServerConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { insertOutboxMessage } from './outbox-repo.ts';

export interface OutgoingSms {
  /** E.164 (`+60…`). */
  phone: string;
  purpose: SmsCodePurpose;
  language: Language;
  text: string;
}

export interface SmsGateway {
  /** Sends one message; resolves once the gateway has accepted it. */
  send(db: Db, message: OutgoingSms, now: Date): Promise<void>;
}

export const sandboxSmsGateway: SmsGateway = {
  async send(db, message, now) {
    await insertOutboxMessage(db, { ...message, sentAt: now });
  },
};

/** The configured gateway, or null when the server sends no SMS (SMS_GATEWAY=none). */
export function smsGatewayOf(config: Pick<ServerConfig, 'smsGateway'>): SmsGateway | null {
  return config.smsGateway === 'sandbox' ? sandboxSmsGateway : null;
}
