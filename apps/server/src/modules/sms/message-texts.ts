// The text of a one-time-code SMS in each language, in the member's own language. Kept short (one
// SMS segment in Latin scripts) and always warning never to share the code.
import type { SmsCodePurpose } from '@saham/contract/password-reset';
import type { Language } from '@saham/domain/languages';

type Template = (code: string, minutes: number) => string;

const TEXTS: Readonly<Record<Language, Record<SmsCodePurpose, Template>>> = {
  zh: {
    loginPassword: (code, minutes) =>
      `【Saham】您的登入密碼重設驗證碼為 ${code}，${minutes} 分鐘內有效。請勿將驗證碼告訴任何人。`,
    fundPassword: (code, minutes) =>
      `【Saham】您的資金密碼重設驗證碼為 ${code}，${minutes} 分鐘內有效。請勿將驗證碼告訴任何人。`,
  },
  ch: {
    loginPassword: (code, minutes) =>
      `【Saham】您的登录密码重置验证码为 ${code}，${minutes} 分钟内有效。请勿将验证码告诉任何人。`,
    fundPassword: (code, minutes) =>
      `【Saham】您的资金密码重置验证码为 ${code}，${minutes} 分钟内有效。请勿将验证码告诉任何人。`,
  },
  en: {
    loginPassword: (code, minutes) =>
      `Saham: ${code} is your code to reset your login password. It expires in ${minutes} minutes. Never share it with anyone.`,
    fundPassword: (code, minutes) =>
      `Saham: ${code} is your code to reset your fund password. It expires in ${minutes} minutes. Never share it with anyone.`,
  },
  ml: {
    loginPassword: (code, minutes) =>
      `Saham: ${code} ialah kod anda untuk menetapkan semula kata laluan log masuk. Sah selama ${minutes} minit. Jangan kongsi dengan sesiapa.`,
    fundPassword: (code, minutes) =>
      `Saham: ${code} ialah kod anda untuk menetapkan semula kata laluan dana. Sah selama ${minutes} minit. Jangan kongsi dengan sesiapa.`,
  },
  ja: {
    loginPassword: (code, minutes) =>
      `【Saham】ログインパスワード再設定の確認コードは ${code} です。有効期限は${minutes}分です。誰にも教えないでください。`,
    fundPassword: (code, minutes) =>
      `【Saham】資金パスワード再設定の確認コードは ${code} です。有効期限は${minutes}分です。誰にも教えないでください。`,
  },
  ko: {
    loginPassword: (code, minutes) =>
      `[Saham] 로그인 비밀번호 재설정 인증번호는 ${code}입니다. ${minutes}분 동안 유효합니다. 누구에게도 알려주지 마세요.`,
    fundPassword: (code, minutes) =>
      `[Saham] 자금 비밀번호 재설정 인증번호는 ${code}입니다. ${minutes}분 동안 유효합니다. 누구에게도 알려주지 마세요.`,
  },
};

export function codeMessageText(
  language: Language,
  purpose: SmsCodePurpose,
  code: string,
  minutes: number,
): string {
  return TEXTS[language][purpose](code, minutes);
}
