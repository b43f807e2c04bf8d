// Routes of instrument search (market/search, public), the watchlist (favorite/*) and the search
// history (search/*), each parsed by the contract and answered by one service function.
import type { FastifyInstance } from 'fastify';
import * as calls from '@saham/contract/favorites';
import type { Services } from '../../http/context.ts';
import { registerMemberCall } from '../../http/register.ts';
import {
  addFavorite,
  addSearchHistory,
  checkFavorite,
  clearSearchHistory,
  listFavorites,
  listSearchHistory,
  removeFavorites,
  searchInstruments,
} from './service.ts';

export function registerFavoriteRoutes(app: FastifyInstance, services: Services): void {
  registerMemberCall(app, services, calls.searchInstruments, searchInstruments);
  registerMemberCall(app, services, calls.addFavorite, addFavorite);
  registerMemberCall(app, services, calls.removeFavorites, removeFavorites);
  registerMemberCall(app, services, calls.listFavorites, listFavorites);
  registerMemberCall(app, services, calls.checkFavorite, checkFavorite);
  registerMemberCall(app, services, calls.searchHistory, listSearchHistory);
  registerMemberCall(app, services, calls.addSearchHistory, addSearchHistory);
  registerMemberCall(app, services, calls.clearSearchHistory, clearSearchHistory);
}
