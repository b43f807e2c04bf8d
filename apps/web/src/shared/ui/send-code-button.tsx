// "Send code" for a one-time SMS code, counting down to when the server allows another one (its
// resendAfterSeconds, or the seconds of an SMS_RESEND_WAIT refusal). Used by the login password reset
// and the fund password reset.
import { Button } from 'antd-mobile';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../api/api-error.ts';
import './send-code-button.css';

export interface Countdown {
  secondsLeft: number;
  start: (seconds: number) => void;
}

/** Seconds left until a moment set by `start`, ticking once a second. */
export function useCountdown(): Countdown {
  const [endsAt, setEndsAt] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (endsAt <= now) return undefined;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [endsAt, now]);
  const start = useCallback((seconds: number) => {
    const startedAt = Date.now();
    setNow(startedAt);
    setEndsAt(startedAt + seconds * 1000);
  }, []);
  return { secondsLeft: Math.max(0, Math.ceil((endsAt - now) / 1000)), start };
}

/** The wait an SMS_RESEND_WAIT refusal names, so the countdown shows it too. */
export function resendWaitOf(error: unknown): number | null {
  if (!isApiError(error) || error.code !== 'SMS_RESEND_WAIT') return null;
  const seconds = Number(error.params.seconds);
  return Number.isFinite(seconds) && seconds > 0 ? seconds : null;
}

interface SendCodeButtonProps {
  countdown: Countdown;
  /** A code was sent already: the button offers to send again. */
  isSent: boolean;
  isSending: boolean;
  onSend: () => void;
  testId: string;
  block?: boolean;
}

export function SendCodeButton({ countdown, isSent, isSending, onSend, testId, block }: SendCodeButtonProps) {
  const { t } = useTranslation();
  const { secondsLeft } = countdown;
  const label = () => {
    if (secondsLeft > 0) return t('forgot.resendIn', { seconds: secondsLeft });
    return isSent ? t('forgot.resend') : t('forgot.sendCode');
  };
  return (
    <Button
      type="button"
      color="primary"
      // Outline: the form's own submit stays the one solid button.
      fill="outline"
      size={isSent ? 'middle' : 'large'}
      block={block ?? !isSent}
      loading={isSending}
      disabled={isSending || secondsLeft > 0}
      onClick={onSend}
      data-testid={testId}
    >
      {label()}
    </Button>
  );
}
