// /login/forgotPassword — a forgotten login password is reset with a one-time code texted to the
// account's phone (the 12-digit account is the member's Malaysian mobile number): the account, then
// the code with a new password (another code once the countdown ends), then back to log in. The
// server answers an unknown account as it answers a member, so this screen never tells either.
import { Button } from 'antd-mobile';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isStrongPassword, isValidAccount } from '@saham/domain/credentials';
import { ROUTES } from '../../shared/navigation/routes.ts';
import { useOpenKefu } from '../../shared/navigation/special-targets.ts';
import { readItem, STORAGE_KEYS } from '../../shared/storage/local-store.ts';
import { Field } from '../../shared/ui/field.tsx';
import { FormRefusal } from '../../shared/ui/form-refusal.tsx';
import { Icon } from '../../shared/ui/icons.tsx';
import { Page } from '../../shared/ui/page.tsx';
import {
  resendWaitOf,
  SendCodeButton,
  useCountdown,
  type Countdown,
} from '../../shared/ui/send-code-button.tsx';
import { useResetLoginPassword, useSendLoginResetCode } from './api/login-reset.ts';
import { hasErrors, type FieldErrors } from './credential-checks.ts';
import { formatPhone } from '../../shared/format/format-phone.ts';

const digitsOnly = (value: string, length: number) => value.replace(/\D/g, '').slice(0, length);

interface ResetInput {
  code: string;
  newPassword: string;
  confirmPassword: string;
}

export function checkReset(input: ResetInput): FieldErrors<keyof ResetInput> {
  const errors: FieldErrors<keyof ResetInput> = {};
  if (input.code.length !== 6) errors.code = 'forgot.codeRequired';
  if (!input.newPassword) errors.newPassword = 'password.errors.newRequired';
  else if (!isStrongPassword(input.newPassword)) errors.newPassword = 'errors.PASSWORD_TOO_WEAK';
  if (!input.confirmPassword) errors.confirmPassword = 'password.errors.confirmRequired';
  else if (input.confirmPassword !== input.newPassword)
    errors.confirmPassword = 'errors.PASSWORDS_DO_NOT_MATCH';
  return errors;
}

interface Sent {
  account: string;
  expiresInMinutes: number;
}

function AccountStep({ onSent, countdown }: { onSent: (sent: Sent) => void; countdown: Countdown }) {
  const { t } = useTranslation();
  const send = useSendLoginResetCode();
  const [account, setAccount] = useState(() => readItem(STORAGE_KEYS.account) ?? '');
  const [error, setError] = useState<string | undefined>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = account.trim();
    const found = !trimmed
      ? 'auth.errors.accountRequired'
      : !isValidAccount(trimmed)
        ? 'errors.ACCOUNT_FORMAT_INVALID'
        : undefined;
    setError(found);
    if (found || send.isPending || countdown.secondsLeft > 0) return;
    send.mutate(
      { account: trimmed },
      {
        onSuccess: (sent) => {
          countdown.start(sent.resendAfterSeconds);
          onSent({ account: trimmed, expiresInMinutes: Math.round(sent.expiresInSeconds / 60) });
        },
        onError: (refusal) => {
          const wait = resendWaitOf(refusal);
          if (wait !== null) countdown.start(wait);
        },
      },
    );
  };

  return (
    <form className="card form" onSubmit={submit} noValidate data-testid="forgot-account-form">
      <h2 className="card-title">{t('forgot.title')}</h2>
      <p className="muted">{t('forgot.intro')}</p>
      <Field
        label={t('auth.account')}
        value={account}
        onChange={(value) => {
          setAccount(digitsOnly(value, 12));
          setError(undefined);
        }}
        placeholder={t('auth.accountPlaceholder')}
        inputMode="numeric"
        autoComplete="username"
        maxLength={12}
        error={error && t(error)}
        testId="forgot-account"
      />
      <FormRefusal error={send.error} />
      <Button
        type="submit"
        color="primary"
        size="large"
        block
        loading={send.isPending}
        disabled={send.isPending || countdown.secondsLeft > 0}
        data-testid="forgot-send"
      >
        {countdown.secondsLeft > 0
          ? t('forgot.resendIn', { seconds: countdown.secondsLeft })
          : t('forgot.sendCode')}
      </Button>
    </form>
  );
}

function ResetStep(props: { sent: Sent; countdown: Countdown; onDone: () => void; onBack: () => void }) {
  const { sent, countdown, onDone, onBack } = props;
  const { account } = sent;
  const { t } = useTranslation();
  const resend = useSendLoginResetCode();
  const reset = useResetLoginPassword();
  const [input, setInput] = useState<ResetInput>({ code: '', newPassword: '', confirmPassword: '' });
  const [errors, setErrors] = useState<FieldErrors<keyof ResetInput>>({});

  const set = (name: keyof ResetInput) => (value: string) => {
    setInput((current) => ({ ...current, [name]: name === 'code' ? digitsOnly(value, 6) : value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  };

  const sendAgain = () => {
    reset.reset();
    resend.mutate(
      { account },
      {
        onSuccess: (again) => countdown.start(again.resendAfterSeconds),
        onError: (refusal) => {
          const wait = resendWaitOf(refusal);
          if (wait !== null) countdown.start(wait);
        },
      },
    );
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = checkReset(input);
    setErrors(found);
    if (hasErrors(found) || reset.isPending) return;
    resend.reset();
    reset.mutate({ account, ...input }, { onSuccess: onDone });
  };

  const error = (name: keyof ResetInput) => (errors[name] ? t(errors[name]) : undefined);
  return (
    <form className="card form" onSubmit={submit} noValidate data-testid="forgot-reset-form">
      <h2 className="card-title">{t('forgot.title')}</h2>
      <p className="muted" data-testid="forgot-sent-to">
        {t('forgot.sentTo', { phone: formatPhone(account), minutes: sent.expiresInMinutes })}
      </p>
      <Field
        label={t('forgot.code')}
        value={input.code}
        onChange={set('code')}
        placeholder={t('forgot.codePlaceholder')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        error={error('code')}
        testId="forgot-code"
      />
      <div className="send-code-row">
        <SendCodeButton
          countdown={countdown}
          isSent
          isSending={resend.isPending}
          onSend={sendAgain}
          testId="forgot-resend"
        />
        <button type="button" className="link-button" onClick={onBack} data-testid="forgot-change-account">
          {t('forgot.changeAccount')}
        </button>
      </div>
      <Field
        label={t('password.new')}
        type="password"
        value={input.newPassword}
        onChange={set('newPassword')}
        placeholder={t('auth.passwordPlaceholder')}
        autoComplete="new-password"
        maxLength={64}
        error={error('newPassword')}
        testId="forgot-new-password"
      />
      <Field
        label={t('password.confirmNew')}
        type="password"
        value={input.confirmPassword}
        onChange={set('confirmPassword')}
        autoComplete="new-password"
        maxLength={64}
        error={error('confirmPassword')}
        testId="forgot-confirm-password"
      />
      <FormRefusal error={reset.error ?? resend.error} />
      <Button
        type="submit"
        color="primary"
        size="large"
        block
        loading={reset.isPending}
        disabled={reset.isPending}
        data-testid="forgot-submit"
      >
        {t('forgot.submit')}
      </Button>
    </form>
  );
}

function DoneStep() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <section className="card stack" data-testid="forgot-done">
      <div className="login-required-icon">
        <Icon name="shield" size={26} />
      </div>
      <h2 className="card-title">{t('forgot.doneTitle')}</h2>
      <p className="muted">{t('forgot.doneText')}</p>
      <Button
        color="primary"
        size="large"
        block
        onClick={() => void navigate(ROUTES.login, { replace: true })}
        data-testid="forgot-to-login"
      >
        {t('forgot.toLogin')}
      </Button>
    </section>
  );
}

export function ForgotPasswordScreen() {
  const { t } = useTranslation();
  const openKefu = useOpenKefu();
  const countdown = useCountdown();
  const [sent, setSent] = useState<Sent | null>(null);
  const [isDone, setIsDone] = useState(false);

  const step = () => {
    if (isDone) return <DoneStep />;
    if (sent === null) return <AccountStep onSent={setSent} countdown={countdown} />;
    return (
      <ResetStep
        sent={sent}
        countdown={countdown}
        onDone={() => setIsDone(true)}
        onBack={() => setSent(null)}
      />
    );
  };

  return (
    <Page title={t('screens.forgotPassword')} testId="forgot-password-screen">
      {step()}
      {!isDone && (
        <p className="muted small code-help">
          {t('forgot.noCode')}{' '}
          <button type="button" className="link-button" onClick={openKefu} data-testid="forgot-kefu">
            {t('kefu.contact')}
          </button>
        </p>
      )}
    </Page>
  );
}
