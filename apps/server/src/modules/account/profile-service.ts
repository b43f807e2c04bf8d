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
import type { MemberOnlyContext } from '../../http/context.ts';
import { accountFlagsOf } from './account-flags.ts';
import { readMemberBalances } from './balances.ts';
import { requireMember } from './current-member.ts';
import { updateMemberSettings, type MemberRecord } from './repo.ts';

function oneOf<T extends string>(values: readonly T[], value: string | null, fallback: T): T {
  return values.find((candidate) => candidate === value) ?? fallback;
}

function avatarOf(stored: string | null): UserInfo['avatar'] {
  return AVATARS.find((avatar) => avatar === stored) ?? null;
}

function profileOf(member: MemberRecord): Omit<UserInfo, 'balances'> {
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

export async function getUserInfo(context: MemberOnlyContext): Promise<UserInfo> {
  const { services, session } = context;
  const member = await requireMember(services, session.memberId);
  return { ...profileOf(member), balances: await readMemberBalances(services, member.id) };
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
