// Route paths (spec §2). Screens link by these names rather than by string literals.
export const ROUTES = {
  start: '/',
  welcome: '/login/start1',
  logon: '/login/logon',
  login: '/login/login',
  register: '/login/register',
  loginAfter: '/login/loginAfter',
  reLogin: '/login/reLogin',
  forgotPassword: '/login/forgotPassword',
  agreement: '/login/agreement',
  privacy: '/login/privacy',

  home: '/home/index',
  kefu: '/home/kefu',
  homeMarket: '/home/market',
  indexList: '/home/indexList',
  newsList: '/home/newsList',
  newsDetail: '/home/newsDetail',
  blockTrade: '/home/blockTrade',
  blockTrade1: '/home/blockTrade1',
  blockTrade2: '/home/blockTrade2',
  follow: '/home/fllow',
  quantList: '/home/qcList',
  dayTrading: '/home/dayTrading',
  newStock: '/home/newStock',
  newStockJp: '/home/newStockJp',
  newStockDetail: '/home/newStockDetail',
  newStockJpDetail: '/home/newStockJpDetail',
  newStockBuy: '/home/newStockBuy',
  loan: '/home/loan',
  loanRepay: '/home/loanRe',
  signIn: '/home/signIn',
  lending: '/home/lending',

  market: '/market/index',
  stockDetail: '/market/stockDetail',
  indexDetail: '/market/stockDetailzs',
  optionList: '/market/components/optionList',

  positions: '/trade/index',
  positionDetail: '/trade/positionDetail',

  favorites: '/favorite/index',
  search: '/favorite/search',

  me: '/information/index',
  security: '/information/security',
  settings: '/information/setting',
  aboutInfo: '/information/aboutInfo',
  changeLanguage: '/information/changeLang',
  loginPassword: '/information/loginPass',
  fundPassword: '/information/fundPass',
  fundPasswordReset: '/information/fundPassReset',
  bankList: '/information/bankList',
  addBankCard: '/information/addBankCard',
  fundRecord: '/information/fundRecord',
  dividends: '/information/dividends',
  exchange: '/information/exChange',
  realName: '/information/authInfo',
  aboutUs: '/information/aboutUs',
  walletAddress: '/information/usdtAddress',
  withdraw: '/information/cashOut',
  deposit: '/information/recharge',
  depositChannel: '/information/rechargeChannel',
  notices: '/information/userInfo',
  noticeDetail: '/information/msgInfo',
  creditScore: '/information/creditScore',
  priceAlerts: '/information/priceAlerts',
} as const;

export type RoutePath = (typeof ROUTES)[keyof typeof ROUTES];

/** The bottom tab bar's five destinations, in order. */
export const TAB_ROUTES = [ROUTES.home, ROUTES.newsList, ROUTES.market, ROUTES.positions, ROUTES.me] as const;

export function isTabRoute(pathname: string): boolean {
  return TAB_ROUTES.some((path) => path === pathname);
}
