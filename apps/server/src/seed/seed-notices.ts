// The three broadcast notices of the demo data, in every language Saham speaks.
import type { Language } from '@saham/domain/languages';

export interface SeedNotice {
  title: Record<Language, string>;
  content: Record<Language, string>;
}

const welcome: SeedNotice = {
  title: {
    zh: '歡迎使用 Saham',
    ch: '欢迎使用 Saham',
    en: 'Welcome to Saham',
    ml: 'Selamat datang ke Saham',
    ja: 'Sahamへようこそ',
    ko: 'Saham에 오신 것을 환영합니다',
  },
  content: {
    zh: '感謝您開立 Saham 帳戶。完成實名認證並綁定銀行卡後，即可開始入金及交易。如需協助，歡迎隨時聯絡我們的客服團隊。',
    ch: '感谢您开立 Saham 账户。完成实名认证并绑定银行卡后，即可开始入金及交易。如需协助，欢迎随时联系我们的客服团队。',
    en: 'Thank you for opening your Saham account. Complete your real-name verification and bind a bank card to start depositing and trading. Our customer service team is here to help whenever you need it.',
    ml: 'Terima kasih kerana membuka akaun Saham anda. Lengkapkan pengesahan nama sebenar dan daftarkan kad bank untuk mula membuat deposit dan berdagang. Pasukan khidmat pelanggan kami sedia membantu bila-bila masa anda memerlukannya.',
    ja: 'Sahamの口座を開設いただきありがとうございます。本人確認を完了し、銀行カードを登録すると、入金と取引を始められます。ご不明な点があれば、いつでもカスタマーサービスまでお問い合わせください。',
    ko: 'Saham 계좌를 개설해 주셔서 감사합니다. 실명 인증을 완료하고 은행 카드를 등록하면 입금과 거래를 시작할 수 있습니다. 도움이 필요하시면 언제든지 고객센터로 문의해 주세요.',
  },
};

const tradingHours: SeedNotice = {
  title: {
    zh: '馬來西亞交易所交易時間',
    ch: '马来西亚交易所交易时间',
    en: 'Bursa Malaysia trading hours',
    ml: 'Waktu dagangan Bursa Malaysia',
    ja: 'ブルサ・マレーシアの取引時間',
    ko: '부르사 말레이시아 거래 시간',
  },
  content: {
    zh: '馬來西亞交易所於週一至週五開市，市場假期除外（馬來西亞時間，GMT+8）。上午時段：開盤前 08:30–09:00，交易 09:00–12:30。下午時段：開盤前 14:00–14:30，交易 14:30–16:45，收盤競價 16:45–17:00。提款於交易日 09:30 至 17:00 處理。',
    ch: '马来西亚交易所于周一至周五开市，市场假期除外（马来西亚时间，GMT+8）。上午时段：开盘前 08:30–09:00，交易 09:00–12:30。下午时段：开盘前 14:00–14:30，交易 14:30–16:45，收盘竞价 16:45–17:00。提款于交易日 09:30 至 17:00 处理。',
    en: 'Bursa Malaysia is open Monday to Friday, except market holidays (Malaysia time, GMT+8). Morning session: pre-opening 08:30–09:00, trading 09:00–12:30. Afternoon session: pre-opening 14:00–14:30, trading 14:30–16:45, closing auction 16:45–17:00. Withdrawals are processed on trading days from 09:30 to 17:00.',
    ml: 'Bursa Malaysia dibuka dari Isnin hingga Jumaat, kecuali pada cuti pasaran (waktu Malaysia, GMT+8). Sesi pagi: pra-pembukaan 08:30–09:00, dagangan 09:00–12:30. Sesi petang: pra-pembukaan 14:00–14:30, dagangan 14:30–16:45, lelongan penutup 16:45–17:00. Pengeluaran diproses pada hari dagangan dari 09:30 hingga 17:00.',
    ja: 'ブルサ・マレーシアの取引日は月曜日から金曜日です（市場休場日を除く、マレーシア時間 GMT+8）。前場：プレオープン 08:30–09:00、取引 09:00–12:30。後場：プレオープン 14:00–14:30、取引 14:30–16:45、クロージング・オークション 16:45–17:00。出金は取引日の 09:30 から 17:00 まで処理されます。',
    ko: '부르사 말레이시아는 시장 휴장일을 제외한 월요일부터 금요일까지 거래됩니다(말레이시아 시간, GMT+8). 오전 세션: 장 시작 전 08:30–09:00, 거래 09:00–12:30. 오후 세션: 장 시작 전 14:00–14:30, 거래 14:30–16:45, 종가 단일가 매매 16:45–17:00. 출금은 거래일 09:30부터 17:00까지 처리됩니다.',
  },
};

const securityReminder: SeedNotice = {
  title: {
    zh: '保障帳戶安全',
    ch: '保障账户安全',
    en: 'Keep your account safe',
    ml: 'Pastikan akaun anda selamat',
    ja: 'アカウントの安全を守りましょう',
    ko: '계정을 안전하게 지키세요',
  },
  content: {
    zh: 'Saham 職員絕不會向您索取登入密碼或資金密碼。請勿透過電話、訊息或社交媒體向任何人透露您的密碼。如懷疑密碼外洩，請立即在「我的 › 安全設定」中更改密碼，並聯絡客服。',
    ch: 'Saham 工作人员绝不会向您索取登录密码或资金密码。请勿通过电话、短信或社交媒体向任何人透露您的密码。如怀疑密码泄露，请立即在“我的 › 安全设置”中修改密码，并联系客服。',
    en: 'Saham staff will never ask for your login password or fund password. Never share your passwords with anyone, whether by phone, message or social media. If you suspect someone knows your password, change it at once under Me › Security and contact customer service.',
    ml: 'Kakitangan Saham tidak akan sekali-kali meminta kata laluan log masuk atau kata laluan dana anda. Jangan kongsikan kata laluan anda dengan sesiapa pun, sama ada melalui telefon, mesej atau media sosial. Jika anda mengesyaki seseorang mengetahui kata laluan anda, tukarkannya segera di Saya › Keselamatan dan hubungi khidmat pelanggan.',
    ja: 'Sahamのスタッフがログインパスワードや資金パスワードをお尋ねすることは決してありません。電話、メッセージ、SNSなど、いかなる方法でもパスワードを他人に教えないでください。パスワードが第三者に知られた恐れがある場合は、直ちに「マイページ › セキュリティ」で変更し、カスタマーサービスへご連絡ください。',
    ko: 'Saham 직원은 절대로 로그인 비밀번호나 자금 비밀번호를 묻지 않습니다. 전화, 메시지, 소셜 미디어 등 어떤 방법으로도 비밀번호를 다른 사람에게 알려 주지 마세요. 비밀번호가 유출된 것으로 의심되면 즉시 ‘내 정보 › 보안’에서 변경하고 고객센터에 연락해 주세요.',
  },
};

/** Newest first, as the notice list shows them. */
export const SEED_NOTICES: readonly SeedNotice[] = [welcome, tradingHours, securityReminder];
