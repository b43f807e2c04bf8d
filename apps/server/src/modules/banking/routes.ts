// Member calls bank/* and wallet/*; staff calls banks/list and banks/save.
import type { FastifyInstance } from 'fastify';
import {
  addBankCard as addBankCardCall,
  addWallet as addWalletCall,
  deleteBankCard as deleteBankCardCall,
  deleteWallet as deleteWalletCall,
  listBankCards as listBankCardsCall,
  listBanks as listBanksCall,
  listWallets as listWalletsCall,
  saveBank as saveBankCall,
  staffListBanks as staffListBanksCall,
} from '@saham/contract/banking';
import type { Services } from '../../http/context.ts';
import { registerMemberCall, registerStaffCall } from '../../http/register.ts';
import {
  addBankCard,
  addWallet,
  deleteBankCard,
  deleteWallet,
  listBankCards,
  listBanks,
  listWallets,
} from './service.ts';
import { saveBank, staffListBanks } from './staff-service.ts';

export function registerBankingRoutes(app: FastifyInstance, services: Services): void {
  registerMemberCall(app, services, listBanksCall, (_body, context) => listBanks(context));
  registerMemberCall(app, services, listBankCardsCall, (body, context) => listBankCards(context, body.page));
  registerMemberCall(app, services, addBankCardCall, (body, context) => addBankCard(context, body));
  registerMemberCall(app, services, deleteBankCardCall, (body, context) => deleteBankCard(context, body));
  registerMemberCall(app, services, listWalletsCall, (body, context) => listWallets(context, body.page));
  registerMemberCall(app, services, addWalletCall, (body, context) => addWallet(context, body));
  registerMemberCall(app, services, deleteWalletCall, (body, context) => deleteWallet(context, body));
  registerStaffCall(app, services, staffListBanksCall, (_body, context) => staffListBanks(context));
  registerStaffCall(app, services, saveBankCall, (body, context) => saveBank(context, body));
}
