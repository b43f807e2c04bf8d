// The demo articles: three hot news and three price information, in every language Saham speaks.
// Clearly fictional (each body ends with a demo note); no claims about real companies' results.
// `{chart}` in a body is replaced with the URL of a chart image the seed draws.
import type { Language } from '@saham/domain/languages';

type Texts = Record<Language, string>;

export interface SeedArticle {
  category: 'hot' | 'price';
  /** Cover colours: background from, to, and the line's colour. */
  palette: readonly [string, string, string];
  instrumentCodes: string[];
  title: Texts;
  summary: Texts;
  body: Texts;
  /**
   * When the article appeared, in Malaysian time: a weekday (1 Monday … 5 Friday) and a clock time that
   * fit what it describes (a midday wrap at the lunch break, closing rates after the close). The seed
   * puts it on that weekday at least a week back (and `weeksBack` weeks more), so a demo article never
   * reads as today's market.
   */
  stampedAt: { weekday: 1 | 2 | 3 | 4 | 5; time: string; weeksBack?: number };
}

const DEMO_NOTE: Texts = {
  zh: '<p><em>本文為 Saham 示範內容，所有數字僅作說明用途，不構成投資建議。</em></p>',
  ch: '<p><em>本文为 Saham 示范内容，所有数字仅作说明用途，不构成投资建议。</em></p>',
  en: '<p><em>Demo content written for Saham; all figures are illustrative and not investment advice.</em></p>',
  ml: '<p><em>Kandungan demo untuk Saham; semua angka adalah ilustrasi dan bukan nasihat pelaburan.</em></p>',
  ja: '<p><em>本記事はSahamのデモ用コンテンツです。数値はすべて説明用であり、投資助言ではありません。</em></p>',
  ko: '<p><em>이 기사는 Saham 데모 콘텐츠이며, 모든 수치는 예시일 뿐 투자 조언이 아닙니다.</em></p>',
};

function withNote(body: Texts): Texts {
  const noted = { ...body };
  // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- Object.keys loses the key type; the seed's bodies are keyed by language
  for (const language of Object.keys(body) as Language[])
    noted[language] = body[language] + DEMO_NOTE[language];
  return noted;
}

const klciWeek: SeedArticle = {
  stampedAt: { weekday: 1, time: '11:00' },
  category: 'hot',
  palette: ['#0b3d91', '#1677ff', '#7fd1ff'],
  instrumentCodes: ['FBMKLCI'],
  title: {
    zh: '富時馬來西亞綜合指數週初走穩，投資者靜候通脹數據',
    ch: '富时马来西亚综合指数周初走稳，投资者静候通胀数据',
    en: 'FBM KLCI starts the week steady as investors await inflation data',
    ml: 'FBM KLCI memulakan minggu dengan stabil sementara pelabur menanti data inflasi',
    ja: 'FBM KLCI、週初は堅調　投資家はインフレ指標を待つ',
    ko: 'FBM KLCI, 인플레이션 지표 앞두고 한 주를 보합세로 출발',
  },
  summary: {
    zh: '大馬股市早盤窄幅上落，銀行股及公用事業股支撐指數，成交量較上週五溫和。',
    ch: '大马股市早盘窄幅上落，银行股及公用事业股支撑指数，成交量较上周五温和。',
    en: 'Bursa Malaysia traded in a narrow range in the morning, with banks and utilities supporting the benchmark on moderate volume.',
    ml: 'Bursa Malaysia didagangkan dalam julat sempit pada sesi pagi, dengan saham bank dan utiliti menyokong penanda aras pada jumlah dagangan sederhana.',
    ja: 'ブルサ・マレーシアは前場で狭いレンジの値動きとなり、銀行株と公益株が指数を下支えした。出来高は落ち着いた水準。',
    ko: '부르사 말레이시아는 오전장 좁은 범위에서 움직였으며, 은행주와 유틸리티주가 지수를 떠받쳤고 거래량은 보통 수준이었다.',
  },
  body: withNote({
    zh: '<p>富時大馬綜合指數（FBM KLCI）週一早盤於狹窄區間內徘徊，銀行股及公用事業股表現穩定，抵銷了部分種植股的回吐壓力。</p><h3>市場焦點</h3><ul><li>投資者等待本週公布的消費者物價指數。</li><li>外資連續第三個交易日小幅淨買入。</li><li>令吉兌美元於早盤持穩。</li></ul><p>分析員認為，在重要數據公布前，市場或維持區間整固格局。</p>',
    ch: '<p>富时大马综合指数（FBM KLCI）周一早盘于狭窄区间内徘徊，银行股及公用事业股表现稳定，抵消了部分种植股的回吐压力。</p><h3>市场焦点</h3><ul><li>投资者等待本周公布的消费者物价指数。</li><li>外资连续第三个交易日小幅净买入。</li><li>令吉兑美元于早盘持稳。</li></ul><p>分析员认为，在重要数据公布前，市场或维持区间整固格局。</p>',
    en: '<p>The FBM KLCI hovered in a narrow band on Monday morning as steady banking and utility counters offset some profit-taking in plantation stocks.</p><h3>What the market is watching</h3><ul><li>Consumer price figures due later this week.</li><li>Foreign investors were small net buyers for a third straight session.</li><li>The ringgit held steady against the US dollar.</li></ul><p>Analysts expect the market to consolidate within a range until the key data are out.</p>',
    ml: '<p>FBM KLCI berlegar dalam julat sempit pada pagi Isnin apabila kaunter perbankan dan utiliti yang stabil mengimbangi sedikit aktiviti pengambilan untung dalam saham perladangan.</p><h3>Tumpuan pasaran</h3><ul><li>Angka indeks harga pengguna yang dijangka minggu ini.</li><li>Pelabur asing menjadi pembeli bersih kecil bagi sesi ketiga berturut-turut.</li><li>Ringgit kekal stabil berbanding dolar AS.</li></ul><p>Penganalisis menjangkakan pasaran akan bergerak dalam julat sehingga data utama diumumkan.</p>',
    ja: '<p>月曜前場のFBM KLCIは狭いレンジで推移した。銀行株と公益株が堅調で、農園株の利益確定売りを一部相殺した。</p><h3>市場の注目点</h3><ul><li>今週後半に発表される消費者物価指数。</li><li>海外投資家は3営業日連続で小幅な買い越し。</li><li>リンギは対米ドルで安定。</li></ul><p>アナリストは、重要指標の発表まではレンジ内での値固めが続くとみている。</p>',
    ko: '<p>FBM KLCI는 월요일 오전 좁은 범위에서 등락했다. 은행주와 유틸리티주가 견조한 흐름을 보이며 농장주의 차익 실현 매물을 일부 상쇄했다.</p><h3>시장의 관심사</h3><ul><li>이번 주 후반 발표되는 소비자물가지수.</li><li>외국인 투자자는 3거래일 연속 소폭 순매수.</li><li>링깃은 미국 달러 대비 안정세 유지.</li></ul><p>애널리스트들은 주요 지표 발표 전까지 박스권 흐름이 이어질 것으로 보고 있다.</p>',
  }),
};

const ringgitFirms: SeedArticle = {
  stampedAt: { weekday: 2, time: '10:15', weeksBack: 1 },
  category: 'hot',
  palette: ['#0f5132', '#16a34a', '#b7f7c8'],
  instrumentCodes: ['USDMYR'],
  title: {
    zh: '令吉兌美元走強，外資流入保持穩定',
    ch: '令吉兑美元走强，外资流入保持稳定',
    en: 'Ringgit firms against the US dollar on steady foreign inflows',
    ml: 'Ringgit mengukuh berbanding dolar AS didorong aliran masuk asing yang stabil',
    ja: 'リンギが対ドルで上昇　海外資金の流入続く',
    ko: '링깃, 외국인 자금 유입 속 미국 달러 대비 강세',
  },
  summary: {
    zh: '令吉兌美元連升兩日，交易員指出區內貨幣普遍向好，出口商結匯亦帶來支持。',
    ch: '令吉兑美元连升两日，交易员指出区内货币普遍向好，出口商结汇亦带来支持。',
    en: 'The ringgit rose for a second day against the greenback, helped by firmer regional currencies and exporters converting their proceeds.',
    ml: 'Ringgit meningkat bagi hari kedua berbanding dolar AS, dibantu oleh mata wang serantau yang lebih kukuh dan penukaran hasil oleh pengeksport.',
    ja: 'リンギは対ドルで2日続伸。域内通貨の上昇と輸出企業のドル売りが支えとなった。',
    ko: '링깃은 미국 달러 대비 이틀 연속 상승했다. 역내 통화 강세와 수출업체의 환전 수요가 뒷받침했다.',
  },
  body: withNote({
    zh: '<p>令吉兌美元今日早段走高，交易員表示，區內貨幣整體向好，加上月底出口商結匯需求，為令吉提供支持。</p><p>市場人士指出，若外資持續流入本地債市及股市，令吉短期內有望保持穩定。</p><blockquote>「區內貨幣同步走強，令吉受惠於風險情緒改善。」——一名外匯交易員</blockquote>',
    ch: '<p>令吉兑美元今日早段走高，交易员表示，区内货币整体向好，加上月底出口商结汇需求，为令吉提供支持。</p><p>市场人士指出，若外资持续流入本地债市及股市，令吉短期内有望保持稳定。</p><blockquote>“区内货币同步走强，令吉受惠于风险情绪改善。”——一名外汇交易员</blockquote>',
    en: '<p>The ringgit climbed against the US dollar in early trade. Dealers said firmer regional currencies and month-end conversion by exporters lent support.</p><p>Market participants noted that continued foreign inflows into local bonds and equities could keep the currency steady in the near term.</p><blockquote>“Regional currencies are moving up together and the ringgit is benefiting from better risk sentiment.” — a currency dealer</blockquote>',
    ml: '<p>Ringgit meningkat berbanding dolar AS pada awal dagangan. Peniaga berkata mata wang serantau yang lebih kukuh dan penukaran hujung bulan oleh pengeksport memberikan sokongan.</p><p>Peserta pasaran menyatakan bahawa aliran masuk asing yang berterusan ke dalam bon dan ekuiti tempatan boleh mengekalkan kestabilan mata wang dalam jangka terdekat.</p><blockquote>“Mata wang serantau bergerak naik bersama-sama dan ringgit mendapat manfaat daripada sentimen risiko yang lebih baik.” — seorang peniaga mata wang</blockquote>',
    ja: '<p>リンギは取引序盤に対米ドルで上昇した。ディーラーによると、域内通貨の上昇と輸出企業による月末のドル売りが支えとなった。</p><p>市場関係者は、国内の債券・株式市場への海外資金流入が続けば、リンギは当面安定するとみている。</p><blockquote>「域内通貨がそろって上昇し、リンギはリスク心理の改善の恩恵を受けている」（為替ディーラー）</blockquote>',
    ko: '<p>링깃은 장 초반 미국 달러 대비 상승했다. 딜러들은 역내 통화 강세와 수출업체의 월말 환전 수요가 지지 요인이 됐다고 말했다.</p><p>시장 참가자들은 국내 채권과 주식으로의 외국인 자금 유입이 이어진다면 단기적으로 링깃이 안정세를 유지할 수 있다고 평가했다.</p><blockquote>“역내 통화가 함께 오르고 있으며, 링깃은 위험 선호 심리 개선의 수혜를 받고 있다.” — 한 외환 딜러</blockquote>',
  }),
};

const investorWeek: SeedArticle = {
  stampedAt: { weekday: 3, time: '09:00', weeksBack: 1 },
  category: 'hot',
  palette: ['#7c2d12', '#f97316', '#ffd8a8'],
  instrumentCodes: [],
  title: {
    zh: '投資者教育週：認識馬來西亞交易所的交易時段與競價機制',
    ch: '投资者教育周：认识马来西亚交易所的交易时段与竞价机制',
    en: 'Investor education week: understanding Bursa Malaysia sessions and auctions',
    ml: 'Minggu pendidikan pelabur: memahami sesi dan lelongan Bursa Malaysia',
    ja: '投資家教育週間：ブルサ・マレーシアの取引時間とオークションを知る',
    ko: '투자자 교육 주간: 부르사 말레이시아의 거래 세션과 단일가 매매 이해하기',
  },
  summary: {
    zh: '開盤前、連續交易與收盤競價各有規則。了解這些時段，有助於掌握下單時機。',
    ch: '开盘前、连续交易与收盘竞价各有规则。了解这些时段，有助于把握下单时机。',
    en: 'Pre-opening, continuous trading and the closing auction each follow their own rules. Knowing them helps you time your orders.',
    ml: 'Pra-pembukaan, dagangan berterusan dan lelongan penutup masing-masing mempunyai peraturan tersendiri. Memahaminya membantu anda menentukan masa pesanan.',
    ja: 'プレオープン、ザラ場、クロージング・オークションにはそれぞれのルールがあります。仕組みを知れば注文のタイミングをつかみやすくなります。',
    ko: '장 시작 전, 연속 매매, 종가 단일가 매매는 각각 고유한 규칙을 따릅니다. 이를 알면 주문 시점을 잡는 데 도움이 됩니다.',
  },
  body: withNote({
    zh: '<h3>三個時段</h3><ol><li><strong>開盤前（08:30–09:00）</strong>：可輸入及修改訂單，但不會即時成交。</li><li><strong>連續交易（09:00–12:30、14:30–16:45）</strong>：訂單按價格及時間優先配對。</li><li><strong>收盤競價（16:45–17:00）</strong>：以單一價格集中成交，決定收市價。</li></ol><p>詳情可參閱 <a href="https://www.bursamalaysia.com/">馬來西亞交易所網站</a>。</p>',
    ch: '<h3>三个时段</h3><ol><li><strong>开盘前（08:30–09:00）</strong>：可输入及修改订单，但不会即时成交。</li><li><strong>连续交易（09:00–12:30、14:30–16:45）</strong>：订单按价格及时间优先配对。</li><li><strong>收盘竞价（16:45–17:00）</strong>：以单一价格集中成交，决定收市价。</li></ol><p>详情可参阅 <a href="https://www.bursamalaysia.com/">马来西亚交易所网站</a>。</p>',
    en: '<h3>Three phases</h3><ol><li><strong>Pre-opening (08:30–09:00)</strong>: orders can be entered and amended but do not trade yet.</li><li><strong>Continuous trading (09:00–12:30, 14:30–16:45)</strong>: orders match by price, then time priority.</li><li><strong>Closing auction (16:45–17:00)</strong>: orders trade at one single price, which becomes the closing price.</li></ol><p>Read more on the <a href="https://www.bursamalaysia.com/">Bursa Malaysia website</a>.</p>',
    ml: '<h3>Tiga fasa</h3><ol><li><strong>Pra-pembukaan (08:30–09:00)</strong>: pesanan boleh dimasukkan dan dipinda tetapi belum didagangkan.</li><li><strong>Dagangan berterusan (09:00–12:30, 14:30–16:45)</strong>: pesanan dipadankan mengikut keutamaan harga, kemudian masa.</li><li><strong>Lelongan penutup (16:45–17:00)</strong>: pesanan didagangkan pada satu harga tunggal yang menjadi harga penutup.</li></ol><p>Baca lebih lanjut di <a href="https://www.bursamalaysia.com/">laman web Bursa Malaysia</a>.</p>',
    ja: '<h3>3つの時間帯</h3><ol><li><strong>プレオープン（08:30–09:00）</strong>：注文の入力・訂正はできますが、まだ約定しません。</li><li><strong>ザラ場（09:00–12:30、14:30–16:45）</strong>：価格優先、時間優先で約定します。</li><li><strong>クロージング・オークション（16:45–17:00）</strong>：単一の価格で約定し、それが終値になります。</li></ol><p>詳しくは<a href="https://www.bursamalaysia.com/">ブルサ・マレーシアのウェブサイト</a>をご覧ください。</p>',
    ko: '<h3>세 가지 세션</h3><ol><li><strong>장 시작 전(08:30–09:00)</strong>: 주문을 입력하고 정정할 수 있지만 아직 체결되지 않습니다.</li><li><strong>연속 매매(09:00–12:30, 14:30–16:45)</strong>: 가격 우선, 시간 우선 원칙으로 체결됩니다.</li><li><strong>종가 단일가 매매(16:45–17:00)</strong>: 하나의 가격으로 체결되며 이 가격이 종가가 됩니다.</li></ol><p>자세한 내용은 <a href="https://www.bursamalaysia.com/">부르사 말레이시아 웹사이트</a>에서 확인하세요.</p>',
  }),
};

const middayWrap: SeedArticle = {
  stampedAt: { weekday: 4, time: '12:40' },
  category: 'price',
  palette: ['#1e1b4b', '#4f46e5', '#c7d2fe'],
  instrumentCodes: ['FBMKLCI', 'FBMEMAS'],
  title: {
    zh: '午盤小結：綜指升 0.4%，市場廣度偏正面',
    ch: '午盘小结：综指升 0.4%，市场广度偏正面',
    en: 'Midday wrap: KLCI up 0.4% with positive market breadth',
    ml: 'Rumusan tengah hari: KLCI naik 0.4% dengan keluasan pasaran positif',
    ja: '前場まとめ：KLCIは0.4%高、値上がり銘柄が優勢',
    ko: '오전장 요약: KLCI 0.4% 상승, 상승 종목 우세',
  },
  summary: {
    zh: '午休時綜指報 1,612.35 點，上升 6.42 點；上升股 512 隻，下跌股 398 隻。',
    ch: '午休时综指报 1,612.35 点，上升 6.42 点；上涨股 512 只，下跌股 398 只。',
    en: 'At the lunch break the KLCI stood at 1,612.35, up 6.42 points; gainers led decliners 512 to 398.',
    ml: 'Pada waktu rehat tengah hari KLCI berada pada 1,612.35, naik 6.42 mata; kaunter untung mendahului kaunter rugi 512 berbanding 398.',
    ja: '昼休み時点でKLCIは1,612.35（6.42ポイント高）。値上がり512銘柄、値下がり398銘柄。',
    ko: '점심 휴장 시점 KLCI는 1,612.35로 6.42포인트 상승했으며, 상승 종목 512개, 하락 종목 398개를 기록했다.',
  },
  body: withNote({
    zh: '<p><img src="{chart}" alt="綜指午盤走勢"></p><h3>主要數據（午休）</h3><ul><li>富時大馬綜合指數：1,612.35（+6.42，+0.40%）</li><li>富時大馬全股項指數：11,905.10（+0.35%）</li><li>成交量：21.8 億股，成交額：13.6 億令吉</li></ul><p>下午時段於 14:30 恢復交易。</p>',
    ch: '<p><img src="{chart}" alt="综指午盘走势"></p><h3>主要数据（午休）</h3><ul><li>富时大马综合指数：1,612.35（+6.42，+0.40%）</li><li>富时大马全股项指数：11,905.10（+0.35%）</li><li>成交量：21.8 亿股，成交额：13.6 亿令吉</li></ul><p>下午时段于 14:30 恢复交易。</p>',
    en: '<p><img src="{chart}" alt="KLCI morning chart"></p><h3>Key figures at the break</h3><ul><li>FBM KLCI: 1,612.35 (+6.42, +0.40%)</li><li>FBM Emas: 11,905.10 (+0.35%)</li><li>Volume: 2.18 billion shares worth RM1.36 billion</li></ul><p>Trading resumes for the afternoon session at 14:30.</p>',
    ml: '<p><img src="{chart}" alt="Carta pagi KLCI"></p><h3>Angka utama ketika rehat</h3><ul><li>FBM KLCI: 1,612.35 (+6.42, +0.40%)</li><li>FBM Emas: 11,905.10 (+0.35%)</li><li>Jumlah dagangan: 2.18 bilion saham bernilai RM1.36 bilion</li></ul><p>Dagangan disambung semula bagi sesi petang pada 14:30.</p>',
    ja: '<p><img src="{chart}" alt="KLCI前場チャート"></p><h3>昼休み時点の主な数値</h3><ul><li>FBM KLCI：1,612.35（+6.42、+0.40%）</li><li>FBM Emas：11,905.10（+0.35%）</li><li>出来高：21.8億株、売買代金：13.6億リンギ</li></ul><p>後場は14:30に再開します。</p>',
    ko: '<p><img src="{chart}" alt="KLCI 오전 차트"></p><h3>점심 휴장 시점 주요 수치</h3><ul><li>FBM KLCI: 1,612.35(+6.42, +0.40%)</li><li>FBM Emas: 11,905.10(+0.35%)</li><li>거래량: 21.8억 주, 거래대금: 13.6억 링깃</li></ul><p>오후 세션은 14:30에 재개됩니다.</p>',
  }),
};

const palmOil: SeedArticle = {
  stampedAt: { weekday: 4, time: '18:15', weeksBack: 1 },
  category: 'price',
  palette: ['#14532d', '#65a30d', '#ecfccb'],
  instrumentCodes: ['FCPO'],
  title: {
    zh: '原棕油期貨收高，三個月合約報每噸 4,128 令吉',
    ch: '原棕油期货收高，三个月合约报每吨 4,128 令吉',
    en: 'Crude palm oil futures close higher; third-month contract at RM4,128 a tonne',
    ml: 'Niaga hadapan minyak sawit mentah ditutup lebih tinggi; kontrak bulan ketiga pada RM4,128 setan',
    ja: 'パーム原油先物が上昇して引け　第3限月はトン当たり4,128リンギ',
    ko: '원유 팜유 선물 상승 마감, 3개월물 톤당 4,128링깃',
  },
  summary: {
    zh: '馬來西亞衍生產品交易所原棕油期貨全線收高，大豆油走強帶動買盤。',
    ch: '马来西亚衍生产品交易所原棕油期货全线收高，大豆油走强带动买盘。',
    en: 'Crude palm oil futures on Bursa Malaysia Derivatives closed higher across the board, lifted by firmer soybean oil.',
    ml: 'Niaga hadapan minyak sawit mentah di Bursa Malaysia Derivatives ditutup lebih tinggi secara menyeluruh, didorong oleh minyak soya yang lebih kukuh.',
    ja: 'ブルサ・マレーシア・デリバティブのパーム原油先物は全限月が上昇して引けた。大豆油高が買いを誘った。',
    ko: '부르사 말레이시아 파생상품거래소의 원유 팜유 선물은 대두유 강세에 힘입어 전 월물이 상승 마감했다.',
  },
  body: withNote({
    zh: '<p>原棕油期貨今日全線收高，基準三個月合約升 46 令吉，報每噸 4,128 令吉。</p><h3>各月份收市價（每噸）</h3><ul><li>近月：4,090 令吉（+38）</li><li>次月：4,112 令吉（+41）</li><li>三個月：4,128 令吉（+46）</li></ul><p>交易員指出，出口數據及天氣因素仍是短期走勢的關鍵。</p>',
    ch: '<p>原棕油期货今日全线收高，基准三个月合约升 46 令吉，报每吨 4,128 令吉。</p><h3>各月份收市价（每吨）</h3><ul><li>近月：4,090 令吉（+38）</li><li>次月：4,112 令吉（+41）</li><li>三个月：4,128 令吉（+46）</li></ul><p>交易员指出，出口数据及天气因素仍是短期走势的关键。</p>',
    en: '<p>Crude palm oil futures ended higher across all months, with the benchmark third-month contract up RM46 at RM4,128 a tonne.</p><h3>Settlement prices (per tonne)</h3><ul><li>Spot month: RM4,090 (+38)</li><li>Next month: RM4,112 (+41)</li><li>Third month: RM4,128 (+46)</li></ul><p>Traders said export figures and the weather remain the keys to the near-term direction.</p>',
    ml: '<p>Niaga hadapan minyak sawit mentah ditutup lebih tinggi bagi semua bulan, dengan kontrak penanda aras bulan ketiga naik RM46 kepada RM4,128 setan.</p><h3>Harga penyelesaian (setan)</h3><ul><li>Bulan semasa: RM4,090 (+38)</li><li>Bulan depan: RM4,112 (+41)</li><li>Bulan ketiga: RM4,128 (+46)</li></ul><p>Peniaga berkata angka eksport dan cuaca kekal sebagai faktor utama arah jangka pendek.</p>',
    ja: '<p>パーム原油先物は全限月が上昇して引けた。指標となる第3限月は46リンギ高のトン当たり4,128リンギ。</p><h3>清算値（トン当たり）</h3><ul><li>期近：4,090リンギ（+38）</li><li>第2限月：4,112リンギ（+41）</li><li>第3限月：4,128リンギ（+46）</li></ul><p>トレーダーは、輸出統計と天候が当面の方向性を左右するとみている。</p>',
    ko: '<p>원유 팜유 선물은 모든 월물이 상승 마감했으며, 기준물인 3개월물은 46링깃 오른 톤당 4,128링깃을 기록했다.</p><h3>정산 가격(톤당)</h3><ul><li>근월물: 4,090링깃(+38)</li><li>차월물: 4,112링깃(+41)</li><li>3개월물: 4,128링깃(+46)</li></ul><p>트레이더들은 수출 통계와 날씨가 단기 방향을 좌우할 핵심 요인이라고 말했다.</p>',
  }),
};

const ringgitRates: SeedArticle = {
  stampedAt: { weekday: 4, time: '17:30', weeksBack: 1 },
  category: 'price',
  palette: ['#3b0764', '#a21caf', '#f5d0fe'],
  instrumentCodes: ['USDMYR', 'SGDMYR'],
  title: {
    zh: '令吉收市匯價：兌美元、新加坡元及日圓',
    ch: '令吉收市汇价：兑美元、新加坡元及日元',
    en: 'Ringgit closing rates against the dollar, Singapore dollar and yen',
    ml: 'Kadar penutup ringgit berbanding dolar AS, dolar Singapura dan yen',
    ja: 'リンギ終値：対米ドル、シンガポールドル、円',
    ko: '링깃 종가 환율: 미국 달러, 싱가포르 달러, 엔화 대비',
  },
  summary: {
    zh: '令吉今日收市兌美元報 4.4120，兌新加坡元報 3.2950，兌 100 日圓報 2.9480。',
    ch: '令吉今日收市兑美元报 4.4120，兑新加坡元报 3.2950，兑 100 日元报 2.9480。',
    en: 'The ringgit closed at 4.4120 to the US dollar, 3.2950 to the Singapore dollar and 2.9480 per 100 yen.',
    ml: 'Ringgit ditutup pada 4.4120 berbanding dolar AS, 3.2950 berbanding dolar Singapura dan 2.9480 bagi setiap 100 yen.',
    ja: 'リンギの終値は1米ドル＝4.4120、1シンガポールドル＝3.2950、100円＝2.9480。',
    ko: '링깃은 미국 달러 대비 4.4120, 싱가포르 달러 대비 3.2950, 100엔당 2.9480에 마감했다.',
  },
  body: withNote({
    zh: '<h3>收市匯價（令吉）</h3><ul><li>1 美元：4.4120（前日 4.4210）</li><li>1 新加坡元：3.2950（前日 3.2985）</li><li>100 日圓：2.9480（前日 2.9530）</li><li>1 港元：0.5655（前日 0.5667）</li></ul><p>以上為銀行同業市場參考匯價，實際兌換匯率以 Saham 兌換頁面所示為準。</p>',
    ch: '<h3>收市汇价（令吉）</h3><ul><li>1 美元：4.4120（前日 4.4210）</li><li>1 新加坡元：3.2950（前日 3.2985）</li><li>100 日元：2.9480（前日 2.9530）</li><li>1 港元：0.5655（前日 0.5667）</li></ul><p>以上为银行同业市场参考汇价，实际兑换汇率以 Saham 兑换页面所示为准。</p>',
    en: '<h3>Closing rates (ringgit)</h3><ul><li>1 US dollar: 4.4120 (previous 4.4210)</li><li>1 Singapore dollar: 3.2950 (previous 3.2985)</li><li>100 yen: 2.9480 (previous 2.9530)</li><li>1 Hong Kong dollar: 0.5655 (previous 0.5667)</li></ul><p>These are interbank reference rates; the rate you get is the one shown on the Saham exchange screen.</p>',
    ml: '<h3>Kadar penutup (ringgit)</h3><ul><li>1 dolar AS: 4.4120 (sebelumnya 4.4210)</li><li>1 dolar Singapura: 3.2950 (sebelumnya 3.2985)</li><li>100 yen: 2.9480 (sebelumnya 2.9530)</li><li>1 dolar Hong Kong: 0.5655 (sebelumnya 0.5667)</li></ul><p>Ini ialah kadar rujukan antara bank; kadar yang anda peroleh ialah kadar yang dipaparkan pada skrin pertukaran Saham.</p>',
    ja: '<h3>終値（リンギ）</h3><ul><li>1米ドル：4.4120（前日4.4210）</li><li>1シンガポールドル：3.2950（前日3.2985）</li><li>100円：2.9480（前日2.9530）</li><li>1香港ドル：0.5655（前日0.5667）</li></ul><p>これらは銀行間の参考レートです。実際の両替レートはSahamの両替画面に表示されるものが適用されます。</p>',
    ko: '<h3>종가 환율(링깃)</h3><ul><li>1미국 달러: 4.4120(전일 4.4210)</li><li>1싱가포르 달러: 3.2950(전일 3.2985)</li><li>100엔: 2.9480(전일 2.9530)</li><li>1홍콩 달러: 0.5655(전일 0.5667)</li></ul><p>위 환율은 은행 간 참고 환율이며, 실제 환전 환율은 Saham 환전 화면에 표시된 환율이 적용됩니다.</p>',
  }),
};

/** Newest first: the seed publishes them one hour apart in this order. */
export const SEED_ARTICLES: readonly SeedArticle[] = [
  klciWeek,
  middayWrap,
  ringgitFirms,
  palmOil,
  investorWeek,
  ringgitRates,
];
