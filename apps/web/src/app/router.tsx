// The route table (spec §2): hash routing, one lazy chunk per screen except the login screen, which is
// part of the entry (docs/decisions/0008). Screens of later releases are honest "coming soon" pages
// so that no link dead-ends. Screens only a member may use are wrapped in <MembersOnly>, which shows
// visitors and the signed-out the screen's frame with the log-in panel instead.
import type { ReactNode } from 'react';
import { createHashRouter, type RouteObject } from 'react-router';
import { LoginScreen } from '../features/auth/login-screen.tsx';
import { ROUTES } from '../shared/navigation/routes.ts';
import { LoadingBlock } from '../shared/ui/loading-block.tsx';
import { MembersOnly } from './members-only.tsx';
import { loadWithRetry } from './lazy-retry.ts';
import type { RouteHandle } from './route-handle.ts';
import { RootLayout } from './root-layout.tsx';
import { RouteError, ScreenFailed } from './route-error.tsx';
import { prefetchHome, prefetchPositions, prefetchStockDetail, withinStartWait } from './start-prefetch.ts';

/**
 * A lazy screen: its chunk is retried and given up on after 120 s (lazy-retry.ts); then the retry
 * screen is the screen, inside the layout, so the tab bar stays. A screen that throws while rendering
 * gets the same retry screen there too (its errorElement).
 */
function screen(path: string, load: () => Promise<ReactNode>, handle?: RouteHandle): RouteObject {
  return {
    path,
    handle,
    errorElement: <RouteError />,
    lazy: async () => ({
      element: await loadWithRetry(load).catch((error: unknown) => {
        console.error(error);
        return <ScreenFailed />;
      }),
    }),
  };
}

/** A screen of a later release: its title and a "coming soon" empty state. */
function comingSoon(path: string, titleKey: string, options: { isTab?: boolean; keepAlive?: boolean } = {}) {
  return screen(
    path,
    async () => {
      const { ComingSoonScreen } = await import('../features/coming-soon/coming-soon-screen.tsx');
      return <ComingSoonScreen titleKey={titleKey} isTab={options.isTab ?? false} />;
    },
    { keepAlive: options.keepAlive ?? false },
  );
}

const routes: RouteObject[] = [
  screen(ROUTES.start, async () => {
    const { StartScreen } = await import('../features/start/start-screen.tsx');
    return <StartScreen />;
  }),
  // Login and start
  screen(ROUTES.welcome, async () => {
    const { WelcomeScreen } = await import('../features/auth/welcome-screen.tsx');
    return <WelcomeScreen />;
  }),
  screen(ROUTES.logon, async () => {
    const { LogonScreen } = await import('../features/auth/logon-screen.tsx');
    return <LogonScreen />;
  }),
  // Part of the entry: the screen a new visitor lands on, painted without waiting for a chunk.
  { path: ROUTES.login, element: <LoginScreen /> },
  screen(ROUTES.register, async () => {
    const { RegisterScreen } = await import('../features/auth/register-screen.tsx');
    return <RegisterScreen />;
  }),
  screen(ROUTES.loginAfter, async () => {
    const { LoginAfterScreen } = await import('../features/auth/login-after-screen.tsx');
    return <LoginAfterScreen />;
  }),
  screen(ROUTES.reLogin, async () => {
    const { ReLoginScreen } = await import('../features/auth/re-login-screen.tsx');
    return <ReLoginScreen />;
  }),
  screen(ROUTES.forgotPassword, async () => {
    const { ForgotPasswordScreen } = await import('../features/auth/forgot-password-screen.tsx');
    return <ForgotPasswordScreen />;
  }),
  screen(ROUTES.agreement, async () => {
    const { AgreementScreen } = await import('../features/legal/agreement-screen.tsx');
    return <AgreementScreen />;
  }),
  screen(ROUTES.privacy, async () => {
    const { PrivacyScreen } = await import('../features/legal/privacy-screen.tsx');
    return <PrivacyScreen />;
  }),
  // Home
  screen(
    ROUTES.home,
    async () => {
      // The member's checklist, which home's body waits for, travels with the screen's chunks. The
      // route does not wait for it (decision 0022, item 10): home draws its frame first and its body
      // in slices once the checklist is there, which measured lighter than one render of everything.
      void prefetchHome();
      const [{ HomeScreen }, { LatestNews }, { HomeMarkets }] = await Promise.all([
        import('../features/home/home-screen.tsx'),
        import('../features/news/latest-news.tsx'),
        import('../features/indices/home-markets.tsx'),
      ]);
      return <HomeScreen markets={<HomeMarkets />} news={<LatestNews />} />;
    },
    { keepAlive: true },
  ),
  screen(ROUTES.kefu, async () => {
    const { KefuScreen } = await import('../features/support/kefu-screen.tsx');
    return <KefuScreen />;
  }),
  screen(
    ROUTES.newsList,
    async () => {
      const { NewsListScreen } = await import('../features/news/news-list-screen.tsx');
      return <NewsListScreen />;
    },
    { keepAlive: true },
  ),
  screen(ROUTES.homeMarket, async () => {
    const { MarketSummaryScreen } = await import('../features/indices/market-summary-screen.tsx');
    return <MarketSummaryScreen />;
  }),
  screen(ROUTES.indexList, async () => {
    const { IndexListScreen } = await import('../features/indices/index-list-screen.tsx');
    return <IndexListScreen />;
  }),
  screen(ROUTES.newsDetail, async () => {
    const { NewsDetailScreen } = await import('../features/news/news-detail-screen.tsx');
    return <NewsDetailScreen />;
  }),
  screen(ROUTES.blockTrade, async () => {
    const { BlockTradeListScreen } = await import('../features/block-trades/block-trade-list-screen.tsx');
    return (
      <MembersOnly frame={{ titleKey: 'screens.blockTrade', testId: 'block-trade-screen' }}>
        <BlockTradeListScreen />
      </MembersOnly>
    );
  }),
  screen(ROUTES.blockTrade1, async () => {
    const { BlockTradeBuyScreen } = await import('../features/block-trades/block-trade-buy-screen.tsx');
    return (
      <MembersOnly frame={{ titleKey: 'blockTrade.buyTitle', testId: 'block-trade-buy-screen' }}>
        <BlockTradeBuyScreen />
      </MembersOnly>
    );
  }),
  screen(ROUTES.blockTrade2, async () => {
    const { BlockTradeOrdersScreen } = await import('../features/block-trades/block-trade-orders-screen.tsx');
    return (
      <MembersOnly frame={{ titleKey: 'blockTrade.myOrders', testId: 'block-trade-orders-screen' }}>
        <BlockTradeOrdersScreen />
      </MembersOnly>
    );
  }),
  screen(ROUTES.lending, async () => {
    const { LendingScreen } = await import('../features/lending/lending-screen.tsx');
    return (
      <MembersOnly frame={{ titleKey: 'screens.lending', testId: 'lending-screen' }}>
        <LendingScreen />
      </MembersOnly>
    );
  }),
  comingSoon(ROUTES.follow, 'screens.follow'),
  comingSoon(ROUTES.quantList, 'screens.quantList'),
  screen(ROUTES.dayTrading, async () => {
    const { DayTradingScreen } = await import('../features/day-trading/day-trading-screen.tsx');
    return (
      <MembersOnly frame={{ titleKey: 'screens.dayTrading', testId: 'day-trading-screen' }}>
        <DayTradingScreen />
      </MembersOnly>
    );
  }),
  screen(ROUTES.newStock, async () => {
    const { NewStockListScreen } = await import('../features/new-stock/new-stock-list-screen.tsx');
    return <NewStockListScreen />;
  }),
  screen(ROUTES.newStockJp, async () => {
    const { NewStockJpScreen } = await import('../features/new-stock/new-stock-list-screen.tsx');
    return <NewStockJpScreen />;
  }),
  screen(ROUTES.newStockDetail, async () => {
    const { NewStockDetailScreen } = await import('../features/new-stock/new-stock-detail-screen.tsx');
    return <NewStockDetailScreen />;
  }),
  screen(ROUTES.newStockJpDetail, async () => {
    const { NewStockDetailScreen } = await import('../features/new-stock/new-stock-detail-screen.tsx');
    return <NewStockDetailScreen isJapan />;
  }),
  screen(ROUTES.newStockBuy, async () => {
    const { NewStockBuyScreen } = await import('../features/new-stock/new-stock-buy-screen.tsx');
    return (
      <MembersOnly frame={{ titleKey: 'screens.newStockBuy', testId: 'new-stock-buy-screen' }}>
        <NewStockBuyScreen />
      </MembersOnly>
    );
  }),
  screen(ROUTES.loan, async () => {
    const { LoanScreen } = await import('../features/loans/loan-screen.tsx');
    return (
      <MembersOnly frame={{ titleKey: 'screens.loan', testId: 'loan-screen' }}>
        <LoanScreen />
      </MembersOnly>
    );
  }),
  screen(ROUTES.loanRepay, async () => {
    const { LoanRepayScreen } = await import('../features/loans/loan-repay-screen.tsx');
    return (
      <MembersOnly frame={{ titleKey: 'screens.loanRepay', testId: 'loan-repay-screen' }}>
        <LoanRepayScreen />
      </MembersOnly>
    );
  }),
  screen(ROUTES.signIn, async () => {
    const { CheckInScreen } = await import('../features/check-in/check-in-screen.tsx');
    return (
      <MembersOnly frame={{ titleKey: 'screens.signIn', testId: 'check-in-screen' }}>
        <CheckInScreen />
      </MembersOnly>
    );
  }),
  // Market, trade, favourites
  screen(
    ROUTES.market,
    async () => {
      const [{ QuotesScreen }, { OpenOfferings }] = await Promise.all([
        import('../features/market/quotes-screen.tsx'),
        import('../features/new-stock/offering-list.tsx'),
      ]);
      return <QuotesScreen subscription={<OpenOfferings />} />;
    },
    { keepAlive: true },
  ),
  screen(ROUTES.stockDetail, async () => {
    const quote = withinStartWait(prefetchStockDetail(window.location.hash));
    const [{ StockDetailScreen }] = await Promise.all([
      import('../features/stock-detail/stock-detail-screen.tsx'),
      quote,
    ]);
    return <StockDetailScreen />;
  }),
  screen(ROUTES.indexDetail, async () => {
    const { IndexDetailScreen } = await import('../features/stock-detail/index-detail-screen.tsx');
    return <IndexDetailScreen />;
  }),
  screen(ROUTES.optionList, async () => {
    const { OptionListScreen, WatchlistSearchButton } =
      await import('../features/market/option-list-screen.tsx');
    return (
      <MembersOnly
        frame={{
          titleKey: 'quotes.watchlistTitle',
          testId: 'option-list-screen',
          right: <WatchlistSearchButton />,
        }}
      >
        <OptionListScreen />
      </MembersOnly>
    );
  }),
  screen(ROUTES.positions, async () => {
    const positions = withinStartWait(prefetchPositions(window.location.hash));
    const [{ TradeScreen }, { SubscriptionTab, InventoryTab }] = await Promise.all([
      import('../features/trade/trade-screen.tsx'),
      import('../features/new-stock/subscription-tab.tsx'),
      positions,
    ]);
    return (
      <MembersOnly frame={{ titleKey: 'screens.positions', testId: 'trade-screen', canGoBack: false }}>
        <TradeScreen subscription={<SubscriptionTab />} inventory={<InventoryTab />} />
      </MembersOnly>
    );
  }),
  screen(ROUTES.positionDetail, async () => {
    const { PositionDetailScreen } = await import('../features/trade/position-detail-screen.tsx');
    return (
      <MembersOnly frame={{ titleKey: 'screens.positionDetail', testId: 'position-detail-screen' }}>
        <PositionDetailScreen />
      </MembersOnly>
    );
  }),
  screen(ROUTES.favorites, async () => {
    const { FavoritesScreen, FavoritesSearchEntry } =
      await import('../features/favorites/favorites-screen.tsx');
    return (
      <MembersOnly
        frame={{ titleKey: 'screens.favorites', testId: 'favorites-screen', lead: <FavoritesSearchEntry /> }}
      >
        <FavoritesScreen />
      </MembersOnly>
    );
  }),
  screen(ROUTES.search, async () => {
    const { SearchScreen } = await import('../features/favorites/search-screen.tsx');
    return <SearchScreen />;
  }),
  // Information (account area)
  screen(ROUTES.me, async () => {
    const { MeScreen } = await import('../features/account/me-screen.tsx');
    return <MeScreen />;
  }),
  screen(ROUTES.settings, async () => {
    const { SettingsScreen } = await import('../features/account/settings-screen.tsx');
    return <SettingsScreen />;
  }),
  screen(ROUTES.security, async () => {
    const { SecurityScreen } = await import('../features/account/security-screen.tsx');
    return <SecurityScreen />;
  }),
  screen(ROUTES.loginPassword, async () => {
    const { LoginPasswordScreen } = await import('../features/account/login-password-screen.tsx');
    return <LoginPasswordScreen />;
  }),
  screen(ROUTES.fundPassword, async () => {
    const { FundPasswordScreen } = await import('../features/account/fund-password-screen.tsx');
    return <FundPasswordScreen />;
  }),
  screen(ROUTES.fundPasswordReset, async () => {
    const { FundPasswordResetScreen } = await import('../features/account/fund-password-reset-screen.tsx');
    return (
      <MembersOnly frame={{ titleKey: 'screens.fundPasswordReset', testId: 'fund-password-reset-screen' }}>
        <FundPasswordResetScreen />
      </MembersOnly>
    );
  }),
  screen(ROUTES.changeLanguage, async () => {
    const { ChangeLanguageScreen } = await import('../features/account/change-language-screen.tsx');
    return <ChangeLanguageScreen />;
  }),
  screen(ROUTES.aboutUs, async () => {
    const { AboutUsScreen } = await import('../features/account/about-us-screen.tsx');
    return <AboutUsScreen />;
  }),
  screen(ROUTES.aboutInfo, async () => {
    const { AboutInfoScreen } = await import('../features/account/about-info-screen.tsx');
    return <AboutInfoScreen />;
  }),
  screen(ROUTES.notices, async () => {
    const { NoticeListScreen } = await import('../features/notices/notice-list-screen.tsx');
    return (
      <MembersOnly frame={{ titleKey: 'screens.notices', testId: 'notice-list-screen' }} allowVisitors>
        <NoticeListScreen />
      </MembersOnly>
    );
  }),
  screen(ROUTES.noticeDetail, async () => {
    const { NoticeDetailScreen } = await import('../features/notices/notice-detail-screen.tsx');
    return <NoticeDetailScreen />;
  }),
  screen(ROUTES.bankList, async () => {
    const { BankListScreen } = await import('../features/banking/bank-list-screen.tsx');
    return (
      <MembersOnly frame={{ titleKey: 'screens.bankList', testId: 'bank-list-screen' }}>
        <BankListScreen />
      </MembersOnly>
    );
  }),
  screen(ROUTES.addBankCard, async () => {
    const { AddBankCardScreen } = await import('../features/banking/add-bank-card-screen.tsx');
    return (
      <MembersOnly frame={{ titleKey: 'screens.addBankCard', testId: 'add-bank-card-screen' }}>
        <AddBankCardScreen />
      </MembersOnly>
    );
  }),
  screen(ROUTES.fundRecord, async () => {
    const { FundRecordsScreen } = await import('../features/fund-records/fund-records-screen.tsx');
    return (
      <MembersOnly frame={{ titleKey: 'screens.fundRecord', testId: 'fund-records-screen' }}>
        <FundRecordsScreen />
      </MembersOnly>
    );
  }),
  screen(ROUTES.priceAlerts, async () => {
    const { PriceAlertsScreen } = await import('../features/price-alerts/price-alerts-screen.tsx');
    return (
      <MembersOnly frame={{ titleKey: 'screens.priceAlerts', testId: 'price-alerts-screen' }}>
        <PriceAlertsScreen />
      </MembersOnly>
    );
  }),
  screen(ROUTES.dividends, async () => {
    const { DividendsScreen } = await import('../features/dividends/dividends-screen.tsx');
    return (
      <MembersOnly frame={{ titleKey: 'screens.dividends', testId: 'dividends-screen' }}>
        <DividendsScreen />
      </MembersOnly>
    );
  }),
  screen(ROUTES.exchange, async () => {
    const { ExchangeScreen } = await import('../features/exchange/exchange-screen.tsx');
    return (
      <MembersOnly frame={{ titleKey: 'screens.exchange', testId: 'exchange-screen' }}>
        <ExchangeScreen />
      </MembersOnly>
    );
  }),
  screen(ROUTES.realName, async () => {
    const { AuthInfoScreen } = await import('../features/identity/auth-info-screen.tsx');
    return (
      <MembersOnly frame={{ titleKey: 'screens.realName', testId: 'auth-info-screen' }}>
        <AuthInfoScreen />
      </MembersOnly>
    );
  }),
  screen(ROUTES.walletAddress, async () => {
    const { WalletAddressScreen } = await import('../features/banking/wallet-address-screen.tsx');
    return (
      <MembersOnly frame={{ titleKey: 'screens.walletAddress', testId: 'wallet-address-screen' }}>
        <WalletAddressScreen />
      </MembersOnly>
    );
  }),
  screen(ROUTES.withdraw, async () => {
    const { CashOutScreen } = await import('../features/funding/cash-out-screen.tsx');
    return (
      <MembersOnly frame={{ titleKey: 'screens.withdraw', testId: 'cash-out-screen' }}>
        <CashOutScreen />
      </MembersOnly>
    );
  }),
  screen(ROUTES.deposit, async () => {
    const { RechargeScreen } = await import('../features/funding/recharge-screen.tsx');
    return (
      <MembersOnly frame={{ titleKey: 'screens.deposit', testId: 'recharge-screen' }}>
        <RechargeScreen />
      </MembersOnly>
    );
  }),
  screen(ROUTES.depositChannel, async () => {
    const { RechargeChannelScreen } = await import('../features/funding/recharge-channel-screen.tsx');
    return (
      <MembersOnly frame={{ titleKey: 'screens.depositChannel', testId: 'recharge-channel-screen' }}>
        <RechargeChannelScreen />
      </MembersOnly>
    );
  }),
  screen(ROUTES.creditScore, async () => {
    const { CreditScoreScreen } = await import('../features/identity/credit-score-screen.tsx');
    return (
      <MembersOnly frame={{ titleKey: 'screens.creditScore', testId: 'credit-score-screen' }}>
        <CreditScoreScreen />
      </MembersOnly>
    );
  }),
  screen('*', async () => {
    const { NotFoundScreen } = await import('../features/coming-soon/not-found-screen.tsx');
    return <NotFoundScreen />;
  }),
];

export const router = createHashRouter([
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <LoadingBlock />,
    children: routes,
  },
]);
