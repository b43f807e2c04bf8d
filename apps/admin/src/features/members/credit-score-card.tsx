// The member's credit score (0–1000): set a new value, or add credit (a positive whole number, spec §5:
// anything else is refused on the spot with the spec's own words, as the server refuses it); either is
// sent only with a reason.
import { useState } from 'react';
import { Button, Card, Flex, InputNumber, Statistic, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { addCredit, setCreditScore } from '@saham/contract/admin-members';
import { useCanCall } from '../../shared/auth/current-staff.tsx';
import { ReasonModal } from '../../shared/ui/reason-modal.tsx';
import { useAddCredit } from './api/add-credit.ts';
import { useSetCreditScore } from './api/set-credit-score.ts';
import type { MemberDetail } from './api/member-detail.ts';

const MIN_SCORE = 0;
const MAX_SCORE = 1000;

export function CreditScoreCard({ member }: { member: MemberDetail }) {
  const { t } = useTranslation();
  const canChange = useCanCall(setCreditScore);
  const setScore = useSetCreditScore();
  const [draft, setDraft] = useState<number | null>(null);
  const [isAsking, setIsAsking] = useState(false);
  const isChanged = draft !== null && draft !== member.creditScore;
  const canAdd = useCanCall(addCredit);
  const add = useAddCredit();
  const [added, setAdded] = useState<number | null>(null);
  const [isAskingToAdd, setIsAskingToAdd] = useState(false);
  const [isAddedInvalid, setIsAddedInvalid] = useState(false);

  return (
    <Card title={t('members.creditScore')}>
      <Statistic value={member.creditScore} data-testid="credit-score-value" />
      {canChange ? (
        <Flex gap={8} style={{ marginTop: 16 }}>
          <InputNumber<number>
            min={MIN_SCORE}
            max={MAX_SCORE}
            precision={0}
            value={draft ?? member.creditScore}
            onChange={setDraft}
            style={{ width: 140 }}
            aria-label={t('memberDetail.newCreditScore')}
            data-testid="credit-score-input"
          />
          <Button
            type="primary"
            disabled={!isChanged}
            onClick={() => setIsAsking(true)}
            data-testid="credit-score-submit"
          >
            {t('memberDetail.changeCreditScore')}
          </Button>
        </Flex>
      ) : null}
      {canAdd ? (
        <Flex gap={8} style={{ marginTop: 8 }}>
          <InputNumber<number>
            max={MAX_SCORE}
            value={added}
            onChange={(value) => {
              setAdded(value);
              setIsAddedInvalid(false);
            }}
            status={isAddedInvalid ? 'error' : undefined}
            style={{ width: 140 }}
            aria-label={t('memberDetail.creditToAdd')}
            placeholder={t('memberDetail.creditToAdd')}
            data-testid="add-credit-input"
          />
          <Button
            disabled={added === null}
            onClick={() => {
              const isValid = added !== null && Number.isInteger(added) && added > 0;
              setIsAddedInvalid(!isValid);
              if (isValid) setIsAskingToAdd(true);
            }}
            data-testid="add-credit-submit"
          >
            {t('memberDetail.addCredit')}
          </Button>
        </Flex>
      ) : null}
      {isAddedInvalid ? (
        <Typography.Text type="danger" role="alert" data-testid="add-credit-problem">
          {t('errors.ADDED_CREDIT_INVALID')}
        </Typography.Text>
      ) : null}
      <ReasonModal
        open={isAskingToAdd}
        title={t('memberDetail.addCredit')}
        summary={t('memberDetail.creditAdded', { added: added ?? 0, from: member.creditScore })}
        onConfirm={async (reason) => {
          if (added === null) return;
          await add.mutateAsync({ id: member.id, credit: added, reason });
          setAdded(null);
        }}
        onClose={() => setIsAskingToAdd(false)}
      />
      <ReasonModal
        open={isAsking}
        title={t('memberDetail.changeCreditScore')}
        summary={t('memberDetail.creditScoreChange', {
          from: member.creditScore,
          to: draft ?? member.creditScore,
        })}
        onConfirm={async (reason) => {
          if (draft === null) return;
          await setScore.mutateAsync({ id: member.id, creditScore: draft, reason });
          setDraft(null);
        }}
        onClose={() => setIsAsking(false)}
      />
    </Card>
  );
}
