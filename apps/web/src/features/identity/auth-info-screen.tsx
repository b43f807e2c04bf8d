// /information/authInfo — identity verification: the status (with masked ID number and any rejection
// reason) and, when there is nothing pending or verified, the form: name, MyKad or passport, ID number
// and photos of both sides uploaded with common/upload.
import { Button } from 'antd-mobile';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { IdType, RealNameInfo } from '@saham/contract/identity';
import { showToast } from '../../shared/feedback/toast.ts';
import { ROUTES } from '../../shared/navigation/routes.ts';
import { Field } from '../../shared/ui/field.tsx';
import { ImagePicker } from '../../shared/ui/image-picker.tsx';
import { LoadingBlock } from '../../shared/ui/loading-block.tsx';
import { Page } from '../../shared/ui/page.tsx';
import { QueryError } from '../../shared/ui/query-error.tsx';
import { useRealNameInfo } from './api/real-name-info.ts';
import { useSubmitRealName } from './api/submit-real-name.ts';
import {
  checkRealName,
  hasRealNameErrors,
  type RealNameErrors,
  type RealNameInput,
} from './real-name-checks.ts';
import './identity.css';

const STATUS_TONES: Record<RealNameInfo['status'], string> = {
  none: 'tag-neutral',
  pending: 'tag-warning',
  verified: 'tag-success',
  rejected: 'tag-danger',
};

function StatusCard({ info, onResubmit }: { info: RealNameInfo; onResubmit?: (() => void) | undefined }) {
  const { t } = useTranslation();
  return (
    <section className="card identity-status" data-testid="auth-info-status">
      <div className="card-header">
        <h2 className="card-title">{t('identity.statusTitle')}</h2>
        <span className={`tag ${STATUS_TONES[info.status]}`} data-testid="auth-info-status-tag">
          {t(`realName.${info.status}`)}
        </span>
      </div>
      {info.name !== null && (
        <div className="identity-row">
          <span>{t('identity.name')}</span>
          <span data-testid="auth-info-name">{info.name}</span>
        </div>
      )}
      {info.idType !== null && (
        <div className="identity-row">
          <span>{t(`identity.idType_${info.idType}`)}</span>
          <span data-testid="auth-info-id-number">{info.idNumberMasked}</span>
        </div>
      )}
      {info.status === 'pending' && <p className="muted">{t('identity.pendingHint')}</p>}
      {info.status === 'verified' && <p className="muted">{t('identity.verifiedHint')}</p>}
      {info.status === 'rejected' && (
        <>
          <p className="identity-reason" data-testid="auth-info-reject-reason">
            {t('identity.rejectReason', { reason: info.rejectReason ?? '' })}
          </p>
          {onResubmit && (
            <Button color="primary" block onClick={onResubmit} data-testid="auth-info-resubmit">
              {t('identity.resubmit')}
            </Button>
          )}
        </>
      )}
    </section>
  );
}

const EMPTY: RealNameInput = {
  name: '',
  idType: 'mykad',
  idNumber: '',
  frontImageId: null,
  backImageId: null,
};

function RealNameForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const submit = useSubmitRealName();
  const [input, setInput] = useState(EMPTY);
  const [errors, setErrors] = useState<RealNameErrors>({});

  const set = <K extends keyof RealNameInput>(name: K, value: RealNameInput[K]) => {
    setInput((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  };

  const send = (event: FormEvent) => {
    event.preventDefault();
    const found = checkRealName(input);
    setErrors(found);
    if (hasRealNameErrors(found) || submit.isPending) return;
    if (input.frontImageId === null || input.backImageId === null) return;
    submit.mutate(
      {
        name: input.name.trim(),
        idType: input.idType,
        idNumber: input.idNumber.trim(),
        frontImageId: input.frontImageId,
        backImageId: input.backImageId,
      },
      {
        onSuccess: () => {
          showToast(t('identity.submitted'));
          onDone();
        },
      },
    );
  };

  const error = (name: keyof RealNameInput) => (errors[name] ? t(errors[name]) : undefined);
  const types: IdType[] = ['mykad', 'passport'];

  return (
    <form className="card form" onSubmit={send} noValidate data-testid="auth-info-form">
      <p className="muted">{t('identity.formIntro')}</p>
      <Field
        label={t('identity.name')}
        value={input.name}
        onChange={(value) => set('name', value)}
        placeholder={t('identity.namePlaceholder')}
        error={error('name')}
        maxLength={100}
        testId="auth-info-name-input"
      />
      <div className="field">
        <span className="field-label">{t('identity.idType')}</span>
        <div className="identity-type" role="radiogroup">
          {types.map((type) => (
            <button
              key={type}
              type="button"
              role="radio"
              aria-checked={input.idType === type}
              onClick={() => set('idType', type)}
              data-testid={`auth-info-type-${type}`}
            >
              {t(`identity.idType_${type}`)}
            </button>
          ))}
        </div>
      </div>
      <Field
        label={t('identity.idNumber')}
        value={input.idNumber}
        onChange={(value) => set('idNumber', value)}
        placeholder={input.idType === 'mykad' ? 'YYMMDD-PB-###G' : t('identity.passportPlaceholder')}
        error={error('idNumber')}
        maxLength={30}
        testId="auth-info-id-number-input"
      />
      <div className="identity-photos">
        <ImagePicker
          label={t('identity.frontPhoto')}
          value={input.frontImageId}
          onChange={(id) => set('frontImageId', id)}
          error={error('frontImageId')}
          testId="auth-info-front"
        />
        <ImagePicker
          label={t('identity.backPhoto')}
          value={input.backImageId}
          onChange={(id) => set('backImageId', id)}
          error={error('backImageId')}
          testId="auth-info-back"
        />
      </div>
      <p className="muted small">{t('identity.photoHint')}</p>
      <Button
        type="submit"
        color="primary"
        size="large"
        block
        loading={submit.isPending}
        disabled={submit.isPending}
        data-testid="auth-info-submit"
      >
        {t('identity.submit')}
      </Button>
    </form>
  );
}

function AuthInfo() {
  const query = useRealNameInfo();
  const navigate = useNavigate();
  const [isResubmitting, setIsResubmitting] = useState(false);
  if (query.isPending) return <LoadingBlock />;
  if (query.isError) return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  const info = query.data;
  const showsForm = info.status === 'none' || (info.status === 'rejected' && isResubmitting);
  return (
    <div className="stack">
      <StatusCard
        info={info}
        onResubmit={info.status === 'rejected' && !isResubmitting ? () => setIsResubmitting(true) : undefined}
      />
      {showsForm && (
        <RealNameForm
          onDone={() => {
            setIsResubmitting(false);
            void navigate(ROUTES.realName, { replace: true });
          }}
        />
      )}
    </div>
  );
}

export function AuthInfoScreen() {
  const { t } = useTranslation();
  return (
    <Page title={t('screens.realName')} testId="auth-info-screen">
      <AuthInfo />
    </Page>
  );
}
