// The one place that composes every module's routes into the app.
import type { FastifyInstance } from 'fastify';
import type { Services } from '../http/context.ts';
import { registerExchangeRoutes } from './exchange/routes.ts';
import { registerAccountRoutes } from './account/routes.ts';
import { registerNoticeRoutes } from './notices/routes.ts';
import { registerSiteConfigRoutes } from './site-config/routes.ts';
import { registerStaffAuthRoutes } from './staff-auth/routes.ts';
import { registerAuditRoutes } from './audit/routes.ts';
import { registerInstitutionRoutes } from './institutions/routes.ts';
import { registerStaffAccountRoutes } from './staff-accounts/routes.ts';
import { registerUploadRoutes } from './uploads/routes.ts';
import { registerIdentityRoutes } from './identity/routes.ts';
import { registerBankingRoutes } from './banking/routes.ts';
import { registerFundingRoutes } from './funding/routes.ts';
import { registerLedgerRoutes } from './ledger/routes.ts';
import { registerMarketRoutes } from './markets/routes.ts';
import { registerNewsRoutes } from './news/routes.ts';
import { registerQuoteRoutes } from './quotes/routes.ts';
import { registerFavoriteRoutes } from './favorites/routes.ts';
import { registerTradingRoutes } from './trading/routes.ts';
import { registerDayTradingRoutes } from './day-trading/routes.ts';
import { registerBlockTradeRoutes } from './block-trades/routes.ts';
import { registerSmsRoutes } from './sms/routes.ts';
import { registerAlertRoutes } from './alerts/routes.ts';
import { registerBackOfficeRoutes } from './back-office/routes.ts';
import { registerLendingRoutes } from './lending/routes.ts';
import { registerLoanRoutes } from './loans/routes.ts';
import { registerCheckInRoutes } from './check-in/routes.ts';

export async function registerModules(app: FastifyInstance, services: Services): Promise<void> {
  // Modules add their `registerXRoutes(app, services)` here.
  registerAccountRoutes(app, services);
  registerNoticeRoutes(app, services);
  registerSiteConfigRoutes(app, services);
  registerStaffAuthRoutes(app, services);
  registerAuditRoutes(app, services);
  registerInstitutionRoutes(app, services);
  registerStaffAccountRoutes(app, services);
  registerExchangeRoutes(app, services);
  registerFundingRoutes(app, services);
  registerLedgerRoutes(app, services);
  registerUploadRoutes(app, services);
  registerIdentityRoutes(app, services);
  registerBankingRoutes(app, services);
  registerMarketRoutes(app, services);
  registerNewsRoutes(app, services);
  registerQuoteRoutes(app, services);
  registerFavoriteRoutes(app, services);
  registerTradingRoutes(app, services);
  registerDayTradingRoutes(app, services);
  registerBlockTradeRoutes(app, services);
  registerSmsRoutes(app, services);
  registerAlertRoutes(app, services);
  registerBackOfficeRoutes(app, services);
  registerLendingRoutes(app, services);
  registerLoanRoutes(app, services);
  registerCheckInRoutes(app, services);
}
