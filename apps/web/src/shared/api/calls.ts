// The account and session calls every part of the app makes, by path. callRef checks each path and
// money-moving flag against the contract's call at compile time, so neither can drift from the server's.
import type * as common from '@saham/contract/common';
import type * as user from '@saham/contract/user';
import { callRef } from './call-ref.ts';

export const CALLS = {
  config: callRef<typeof common.config>('common/config'),
  notice: callRef<typeof common.notice>('user/notice'),
  register: callRef<typeof user.register>('user/register'),
  login: callRef<typeof user.login>('user/login'),
  guestLogin: callRef<typeof user.guestLogin>('user/guestLogin'),
  logout: callRef<typeof user.logout>('user/logout'),
  getUserinfo: callRef<typeof user.getUserinfo>('user/getUserinfo'),
  changeLoginPassword: callRef<typeof user.changeLoginPassword>('user/changeLoginPassword'),
  setFundPassword: callRef<typeof user.setFundPassword>('user/setFundPassword'),
  changeFundPassword: callRef<typeof user.changeFundPassword>('user/changeFundPassword'),
  updateSettings: callRef<typeof user.updateSettings>('user/updateSettings'),
} as const;

/** Lists arrive ten items a page (the contract's PAGE_SIZE). */
export const PAGE_SIZE = 10;
