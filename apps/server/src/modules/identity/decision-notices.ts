// The personal notices a member receives when their real-name submission is decided, in every
// language (the notice list shows the member's own).
import type { Language } from '@saham/domain/languages';

type Localized = Record<Language, string>;

export const APPROVED_NOTICE: { title: Localized; content: Localized } = {
  title: {
    en: 'Identity verified',
    zh: '實名認證已通過',
    ch: '实名认证已通过',
    ml: 'Identiti disahkan',
    ja: '本人確認が完了しました',
    ko: '본인 인증 완료',
  },
  content: {
    en: 'Your identity verification has been approved. You can now deposit, withdraw and trade.',
    zh: '您的實名認證已審核通過，現在可以入金、出金及交易。',
    ch: '您的实名认证已审核通过，现在可以入金、出金及交易。',
    ml: 'Pengesahan identiti anda telah diluluskan. Anda kini boleh membuat deposit, pengeluaran dan dagangan.',
    ja: '本人確認が承認されました。入金・出金・取引をご利用いただけます。',
    ko: '본인 인증이 승인되었습니다. 이제 입금, 출금 및 거래를 하실 수 있습니다.',
  },
};

export function rejectedNotice(reason: string): { title: Localized; content: Localized } {
  return {
    title: {
      en: 'Identity verification rejected',
      zh: '實名認證未通過',
      ch: '实名认证未通过',
      ml: 'Pengesahan identiti ditolak',
      ja: '本人確認が承認されませんでした',
      ko: '본인 인증 반려',
    },
    content: {
      en: `Your identity verification was rejected: ${reason}. Please correct it and submit again.`,
      zh: `您的實名認證未通過：${reason}。請修正後重新提交。`,
      ch: `您的实名认证未通过：${reason}。请修正后重新提交。`,
      ml: `Pengesahan identiti anda ditolak: ${reason}. Sila betulkan dan hantar semula.`,
      ja: `本人確認が承認されませんでした：${reason}。内容を修正して再申請してください。`,
      ko: `본인 인증이 반려되었습니다: ${reason}. 수정 후 다시 제출해 주세요.`,
    },
  };
}
