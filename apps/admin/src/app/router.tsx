// The route table (hash mode, so the API server only has to serve /admin/index.html). Each section's
// screen is its own lazily loaded chunk.
import { lazy } from 'react';
import { Navigate, createHashRouter } from 'react-router';
import { LoginPage } from '../features/auth/login-page.tsx';
import { EnrolOtpPage } from '../features/auth/enrol-otp-page.tsx';
import { StaffLayout } from './staff-layout.tsx';
import { RequireSection } from './require-section.tsx';
import { NotFoundPage } from './not-found-page.tsx';

const DashboardPage = lazy(() =>
  import('../features/dashboard/dashboard-page.tsx').then((module) => ({ default: module.DashboardPage })),
);
const MembersPage = lazy(() =>
  import('../features/members/members-page.tsx').then((module) => ({ default: module.MembersPage })),
);
const MemberDetailPage = lazy(() =>
  import('../features/members/member-detail-page.tsx').then((module) => ({
    default: module.MemberDetailPage,
  })),
);
const InstitutionsPage = lazy(() =>
  import('../features/institutions/institutions-page.tsx').then((module) => ({
    default: module.InstitutionsPage,
  })),
);
const NoticesPage = lazy(() =>
  import('../features/notices/notices-page.tsx').then((module) => ({ default: module.NoticesPage })),
);
const NewsPage = lazy(() =>
  import('../features/news/news-page.tsx').then((module) => ({ default: module.NewsPage })),
);
const SiteConfigPage = lazy(() =>
  import('../features/site-config/site-config-page.tsx').then((module) => ({
    default: module.SiteConfigPage,
  })),
);
const StaffPage = lazy(() =>
  import('../features/staff/staff-page.tsx').then((module) => ({ default: module.StaffPage })),
);
const AuditPage = lazy(() =>
  import('../features/audit/audit-page.tsx').then((module) => ({ default: module.AuditPage })),
);
const SmsOutboxPage = lazy(() =>
  import('../features/sms/sms-outbox-page.tsx').then((module) => ({ default: module.SmsOutboxPage })),
);

const ExchangeRatesPage = lazy(() =>
  import('../features/exchange/exchange-rates-page.tsx').then((module) => ({
    default: module.ExchangeRatesPage,
  })),
);
const ExchangesPage = lazy(() =>
  import('../features/exchange/exchanges-page.tsx').then((module) => ({ default: module.ExchangesPage })),
);

const LedgerPage = lazy(() =>
  import('../features/ledger/ledger-page.tsx').then((module) => ({ default: module.LedgerPage })),
);
const AdjustmentsPage = lazy(() =>
  import('../features/ledger/adjustments-page.tsx').then((module) => ({ default: module.AdjustmentsPage })),
);

const DepositsPage = lazy(() =>
  import('../features/funding/deposits-page.tsx').then((module) => ({ default: module.DepositsPage })),
);
const WithdrawalsPage = lazy(() =>
  import('../features/funding/withdrawals-page.tsx').then((module) => ({ default: module.WithdrawalsPage })),
);
const DepositChannelsPage = lazy(() =>
  import('../features/funding/deposit-channels-page.tsx').then((module) => ({
    default: module.DepositChannelsPage,
  })),
);
const WithdrawSettingsPage = lazy(() =>
  import('../features/funding/withdraw-settings-page.tsx').then((module) => ({
    default: module.WithdrawSettingsPage,
  })),
);
const HolidaysPage = lazy(() =>
  import('../features/funding/holidays-page.tsx').then((module) => ({ default: module.HolidaysPage })),
);

const RealNamePage = lazy(() =>
  import('../features/real-name/real-name-page.tsx').then((module) => ({ default: module.RealNamePage })),
);
const BanksPage = lazy(() =>
  import('../features/banks/banks-page.tsx').then((module) => ({ default: module.BanksPage })),
);

const MarketsPage = lazy(() =>
  import('../features/markets/markets-page.tsx').then((module) => ({ default: module.MarketsPage })),
);
const MarketDetailPage = lazy(() =>
  import('../features/markets/market-detail-page.tsx').then((module) => ({
    default: module.MarketDetailPage,
  })),
);
const InstrumentsPage = lazy(() =>
  import('../features/markets/instruments-page.tsx').then((module) => ({ default: module.InstrumentsPage })),
);

const OrdersPage = lazy(() =>
  import('../features/trading/orders-page.tsx').then((module) => ({ default: module.OrdersPage })),
);
const PositionsPage = lazy(() =>
  import('../features/trading/positions-page.tsx').then((module) => ({ default: module.PositionsPage })),
);
const ExposurePage = lazy(() =>
  import('../features/trading/exposure-page.tsx').then((module) => ({ default: module.ExposurePage })),
);
const DeskSettingsPage = lazy(() =>
  import('../features/trading/desk-settings-page.tsx').then((module) => ({
    default: module.DeskSettingsPage,
  })),
);

const BlockTradesPage = lazy(() =>
  import('../features/block-trades/block-trades-page.tsx').then((module) => ({
    default: module.BlockTradesPage,
  })),
);

const LendingPage = lazy(() =>
  import('../features/lending/lending-page.tsx').then((module) => ({
    default: module.LendingPage,
  })),
);

const OfferingsPage = lazy(() =>
  import('../features/offerings/offerings-page.tsx').then((module) => ({ default: module.OfferingsPage })),
);
const OfferingDetailPage = lazy(() =>
  import('../features/offerings/offering-detail-page.tsx').then((module) => ({
    default: module.OfferingDetailPage,
  })),
);

const CheckInPage = lazy(() =>
  import('../features/check-in/check-in-page.tsx').then((module) => ({ default: module.CheckInPage })),
);

const LoansPage = lazy(() =>
  import('../features/loans/loans-page.tsx').then((module) => ({
    default: module.LoansPage,
  })),
);

const DayTradingPage = lazy(() =>
  import('../features/day-trading/day-trading-page.tsx').then((module) => ({
    default: module.DayTradingPage,
  })),
);

export function createRouter() {
  return createHashRouter([
    { path: '/login', element: <LoginPage /> },
    { path: '/enrol-otp', element: <EnrolOtpPage /> },
    {
      path: '/',
      element: <StaffLayout />,
      children: [
        { index: true, element: <Navigate to="/dashboard" replace /> },
        {
          element: <RequireSection sectionKey="dashboard" />,
          children: [{ path: 'dashboard', element: <DashboardPage /> }],
        },
        {
          element: <RequireSection sectionKey="members" />,
          children: [
            { path: 'members', element: <MembersPage /> },
            { path: 'members/:id', element: <MemberDetailPage /> },
          ],
        },
        {
          element: <RequireSection sectionKey="institutions" />,
          children: [{ path: 'institutions', element: <InstitutionsPage /> }],
        },
        {
          element: <RequireSection sectionKey="notices" />,
          children: [{ path: 'notices', element: <NoticesPage /> }],
        },
        {
          element: <RequireSection sectionKey="news" />,
          children: [{ path: 'news', element: <NewsPage /> }],
        },
        {
          element: <RequireSection sectionKey="siteConfig" />,
          children: [{ path: 'site-config', element: <SiteConfigPage /> }],
        },
        {
          element: <RequireSection sectionKey="staff" />,
          children: [{ path: 'staff', element: <StaffPage /> }],
        },
        {
          element: <RequireSection sectionKey="audit" />,
          children: [{ path: 'audit', element: <AuditPage /> }],
        },
        {
          element: <RequireSection sectionKey="smsOutbox" />,
          children: [{ path: 'sms-outbox', element: <SmsOutboxPage /> }],
        },
        {
          element: <RequireSection sectionKey="exchangeRates" />,
          children: [{ path: 'exchange-rates', element: <ExchangeRatesPage /> }],
        },
        {
          element: <RequireSection sectionKey="exchanges" />,
          children: [{ path: 'exchanges', element: <ExchangesPage /> }],
        },
        {
          element: <RequireSection sectionKey="ledger" />,
          children: [{ path: 'ledger', element: <LedgerPage /> }],
        },
        {
          element: <RequireSection sectionKey="adjustments" />,
          children: [{ path: 'adjustments', element: <AdjustmentsPage /> }],
        },
        {
          element: <RequireSection sectionKey="deposits" />,
          children: [{ path: 'deposits', element: <DepositsPage /> }],
        },
        {
          element: <RequireSection sectionKey="withdrawals" />,
          children: [{ path: 'withdrawals', element: <WithdrawalsPage /> }],
        },
        {
          element: <RequireSection sectionKey="depositChannels" />,
          children: [{ path: 'deposit-channels', element: <DepositChannelsPage /> }],
        },
        {
          element: <RequireSection sectionKey="withdrawSettings" />,
          children: [{ path: 'withdraw-settings', element: <WithdrawSettingsPage /> }],
        },
        {
          element: <RequireSection sectionKey="holidays" />,
          children: [{ path: 'holidays', element: <HolidaysPage /> }],
        },
        {
          element: <RequireSection sectionKey="realName" />,
          children: [{ path: 'real-name', element: <RealNamePage /> }],
        },
        {
          element: <RequireSection sectionKey="banks" />,
          children: [{ path: 'banks', element: <BanksPage /> }],
        },
        {
          element: <RequireSection sectionKey="markets" />,
          children: [
            { path: 'markets', element: <MarketsPage /> },
            { path: 'markets/:code', element: <MarketDetailPage /> },
          ],
        },
        {
          element: <RequireSection sectionKey="instruments" />,
          children: [{ path: 'instruments', element: <InstrumentsPage /> }],
        },
        {
          element: <RequireSection sectionKey="blockTrades" />,
          children: [{ path: 'block-trades', element: <BlockTradesPage /> }],
        },
        {
          element: <RequireSection sectionKey="lending" />,
          children: [{ path: 'lending', element: <LendingPage /> }],
        },
        {
          element: <RequireSection sectionKey="offerings" />,
          children: [
            { path: 'offerings', element: <OfferingsPage /> },
            { path: 'offerings/:id', element: <OfferingDetailPage /> },
          ],
        },
        {
          element: <RequireSection sectionKey="checkIn" />,
          children: [{ path: 'check-in', element: <CheckInPage /> }],
        },
        {
          element: <RequireSection sectionKey="dayTrading" />,
          children: [{ path: 'day-trading', element: <DayTradingPage /> }],
        },
        {
          element: <RequireSection sectionKey="loans" />,
          children: [{ path: 'loans', element: <LoansPage /> }],
        },
        {
          element: <RequireSection sectionKey="tradingOrders" />,
          children: [{ path: 'trading/orders', element: <OrdersPage /> }],
        },
        {
          element: <RequireSection sectionKey="tradingPositions" />,
          children: [{ path: 'trading/positions', element: <PositionsPage /> }],
        },
        {
          element: <RequireSection sectionKey="exposure" />,
          children: [{ path: 'trading/exposure', element: <ExposurePage /> }],
        },
        {
          element: <RequireSection sectionKey="deskSettings" />,
          children: [{ path: 'trading/desk', element: <DeskSettingsPage /> }],
        },
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ]);
}
