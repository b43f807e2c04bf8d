// The texts staff write per language (issue 16 §6), as a new demo deployment has them: the spec's
// exchanges claim (§9: "The app advertises 135 exchanges worldwide"), and company information and a
// licence disclosure that say plainly what this deployment is. Staff replace them in the back office.
import type { LocalizedSiteText, SiteConfigName } from '@saham/contract/common';

type SiteTextsByLanguage = Record<'en' | 'zh' | 'ch' | 'ml' | 'ja' | 'ko', string>;

const DEFAULT_SITE_TEXTS: Record<LocalizedSiteText, SiteTextsByLanguage> = {
  exchangesClaim: {
    en: '135 exchanges worldwide',
    zh: '全球 135 家交易所',
    ch: '全球 135 家交易所',
    ml: '135 bursa di seluruh dunia',
    ja: '世界135の取引所',
    ko: '전 세계 135개 거래소',
  },
  companyInfo: {
    en: 'Saham — a demonstration of a Malaysian online brokerage, Kuala Lumpur, Malaysia.',
    zh: 'Saham — 馬來西亞網上證券經紀平台的示範版本，馬來西亞吉隆坡。',
    ch: 'Saham — 马来西亚网上证券经纪平台的示范版本，马来西亚吉隆坡。',
    ml: 'Saham — demonstrasi platform broker dalam talian Malaysia, Kuala Lumpur, Malaysia.',
    ja: 'Saham — マレーシアのオンライン証券プラットフォームのデモ版（マレーシア・クアラルンプール）。',
    ko: 'Saham — 말레이시아 온라인 증권 플랫폼의 시연판, 말레이시아 쿠알라룸푸르.',
  },
  licenceDisclosure: {
    en: 'This demonstration holds no Capital Markets Services Licence from the Securities Commission Malaysia and is not a Participating Organisation of Bursa Malaysia. Prices are simulated; no real securities or money change hands.',
    zh: '本示範平台未持有馬來西亞證券委員會（Securities Commission Malaysia）發出的資本市場服務執照，亦非馬來西亞交易所（Bursa Malaysia）的參與機構。價格為模擬，不涉及真實證券或資金。',
    ch: '本示范平台未持有马来西亚证券委员会（Securities Commission Malaysia）颁发的资本市场服务执照，也不是马来西亚交易所（Bursa Malaysia）的参与机构。价格为模拟，不涉及真实证券或资金。',
    ml: 'Demonstrasi ini tidak memegang Lesen Perkhidmatan Pasaran Modal daripada Suruhanjaya Sekuriti Malaysia dan bukan Organisasi Peserta Bursa Malaysia. Harga adalah simulasi; tiada sekuriti atau wang sebenar berpindah tangan.',
    ja: '本デモはマレーシア証券委員会の資本市場サービス・ライセンスを保有しておらず、ブルサ・マレーシアの参加証券会社でもありません。価格はシミュレーションであり、実際の証券や資金の受け渡しはありません。',
    ko: '이 시연판은 말레이시아 증권위원회의 자본시장서비스 인가를 보유하지 않으며 부르사 말레이시아의 참가 회원사가 아닙니다. 가격은 모의이며 실제 증권이나 자금이 오가지 않습니다.',
  },
};

/** `exchangesClaim` (English) and `exchangesClaim_zh` … for every text. */
export const DEFAULT_SITE_TEXT_ITEMS: Partial<Record<SiteConfigName, string>> = Object.fromEntries(
  Object.entries(DEFAULT_SITE_TEXTS).flatMap(([name, texts]) =>
    Object.entries(texts).map(([language, text]) => [language === 'en' ? name : `${name}_${language}`, text]),
  ),
);
