// The member's credit score (0–1000); a new value is sent only with a reason.
import { useState } from 'react';
import { Button, Card, Flex, InputNumber, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import { setCreditScore } from '@saham/contract/admin-members';
import { useCanCall } from '../../shared/auth/current-staff.tsx';
import { ReasonModal } from '../../shared/ui/reason-modal.tsx';
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
