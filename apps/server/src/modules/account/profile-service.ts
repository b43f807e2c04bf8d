// The member's own profile and settings: "my account" (getUserinfo) and updateSettings.
import { DEFAULT_LANGUAGE, isLanguage } from '@saham/domain/languages';
import type { ParsedRequestOf } from '@saham/contract/call';
import {
  AVATARS,
  FONT_SIZES,
  REAL_NAME_STATUSES,
  type updateSettings,
  type UserInfo,
} from '@saham/contract/user';
import type { MemberOnlyContext, Services } from '../../http/context.ts';
import { UnauthorizedError } from '../../http/unauthorized-error.ts';
import { memberTag, readCachesOf } from '../../cache/read-caches.ts';
import { accountFlagsOf } from './account-flags.ts';
import { readMemberBalances } from './balances.ts';
import { findMemberById, updateMemberSettings, type MemberRecord } from './repo.ts';

function oneOf<T extends string>(values: readonly T[], value: string | null, fallback: T): T {
  return values.find((candidate) => candidate === value) ?? fallback;
}

function avatarOf(stored: string | null): UserInfo['avatar'] {
  return AVATARS.find((avatar) => avatar === stored) ?? null;
}

/** What getUserinfo shows besides balances; cached per member (cache/read-caches.ts). */
export type ProfileView = Omit<UserInfo, 'balances'>;

function profileOf(member: MemberRecord): ProfileView {
  return {
    account: member.account,
    // The account is the member's Malaysian mobile number.
    phone: member.account,
    // Filled by real-name verification (issue 2).
    name: member.name,
    avatar: avatarOf(member.avatar),
    language: isLanguage(member.language) ? member.language : DEFAULT_LANGUAGE,
    fontSize: oneOf(FONT_SIZES, member.fontSize, 'normal'),
    creditScore: member.creditScore,
    realNameStatus: oneOf(REAL_NAME_STATUSES, member.realNameStatus, 'none'),
    hasFundPassword: member.fundPasswordHash !== null,
    inviteCode: member.inviteCode,
    flags: accountFlagsOf(member),
  };
}

async function selectProfile(services: Services, memberId: number): Promise<ProfileView | null> {
  const member = await findMemberById(services.db, memberId);
  return member === null ? null : profileOf(member);
}

/** The member's profile through this process's cache; a member row that is gone means logged out. */
export async function readProfile(services: Services, memberId: number): Promise<ProfileView> {
  const caches = readCachesOf(services.db);
  const load = () => selectProfile(services, memberId);
  const profile = caches
    ? await caches.read(caches.profiles, String(memberId), load, () => [memberTag(memberId)])
    : await load();
  if (profile === null) throw new UnauthorizedError();
  return profile;
}

export async function getUserInfo(context: MemberOnlyContext): Promise<UserInfo> {
  const { services, session } = context;
  const [profile, balances] = await Promise.all([
    readProfile(services, session.memberId),
    readMemberBalances(services, session.memberId),
  ]);
  return { ...profile, balances };
}

export async function changeSettings(
  body: ParsedRequestOf<typeof updateSettings>,
  context: MemberOnlyContext,
): Promise<null> {
  const { services, session } = context;
  await updateMemberSettings(services.db, session.memberId, {
    ...(body.language === undefined ? {} : { language: body.language }),
    ...(body.fontSize === undefined ? {} : { fontSize: body.fontSize }),
    ...(body.avatarImage === undefined ? {} : { avatar: body.avatarImage }),
  });
  return null;
}
