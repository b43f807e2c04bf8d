import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { listRealNames, realNameInfo, rejectRealName } from '@saham/contract/identity';
import { noticeSchema } from '@saham/contract/common';
import { members } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { postMember, registerMember, type TestMember } from '../../test/member-factory.ts';
import {
  createLoggedInStaff,
  dataOf,
  findAuditEntries,
  postStaff,
  type LoggedInStaff,
} from '../../test/staff-factory.ts';
import { temporaryDataDir, uploadImage } from '../../test/identity-factory.ts';

describe('real-name verification', () => {
  let testApp: TestApp;
  let dataDir: string;
  let reviewer: LoggedInStaff;
  let secondReviewer: LoggedInStaff;
  let support: LoggedInStaff;
  let serial = 1000;
  beforeAll(async () => {
    dataDir = temporaryDataDir();
    testApp = await createTestApp({ dataDir });
    reviewer = await createLoggedInStaff(testApp, 'reviewer');
    secondReviewer = await createLoggedInStaff(testApp, 'admin');
    support = await createLoggedInStaff(testApp, 'support');
  });
  afterAll(async () => {
    await testApp.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  /** A fresh valid MyKad number (born 1 Jan 1990 in Kuala Lumpur, code 14). */
  const nextMyKad = () => {
    serial += 1;
    return `900101-14-${serial}`;
  };

  const memberCall = (member: TestMember, path: string, body: object) =>
    postMember(testApp.app, path, body, { session: member.session });
  const staffCall = (staff: LoggedInStaff, path: string, body: object) =>
    postStaff(testApp.app, path, body, { session: staff.session, remoteAddress: '203.0.113.40' });

  async function submission(member: TestMember, overrides: object = {}) {
    return {
      name: 'Siti Aminah binti Abdullah',
      idType: 'mykad',
      idNumber: nextMyKad(),
      frontImageId: await uploadImage(testApp, member.session),
      backImageId: await uploadImage(testApp, member.session),
      ...overrides,
    };
  }

  async function submit(member: TestMember, overrides: object = {}) {
    return memberCall(member, 'user/realName', await submission(member, overrides));
  }

  async function pendingIdOf(member: TestMember): Promise<number> {
    for (let page = 1; page < 100; page += 1) {
      const list = dataOf(
        await staffCall(reviewer, 'realName/list', { status: 'pending', page }),
        listRealNames,
      );
      const found = list.items.find((item) => item.memberId === member.memberId);
      if (found) return found.id;
      if (!list.hasMore) break;
    }
    throw new Error('no pending submission');
  }

  async function info(member: TestMember) {
    return dataOf(await memberCall(member, 'user/realNameInfo', {}), realNameInfo);
  }

  async function statusOf(member: TestMember) {
    const [row] = await testApp.services.db
      .select({ status: members.realNameStatus, name: members.name })
      .from(members)
      .where(eq(members.id, member.memberId));
    return row;
  }

  /** The member's notices, read in the language the member chose (notices follow the stored one). */
  async function noticesOf(member: TestMember, language: string) {
    await memberCall(member, 'user/updateSettings', { language });
    const answer = await memberCall(member, 'user/notice', { type: 'myr' });
    return noticeSchema.array().parse(answer.body.data);
  }

  it('starts with no submission', async () => {
    const member = await registerMember(testApp);
    expect(await info(member)).toEqual({
      status: 'none',
      name: null,
      idType: null,
      idNumberMasked: null,
      rejectReason: null,
      submittedAt: null,
    });
  });

  it('takes a submission into review and shows the number masked', async () => {
    const member = await registerMember(testApp);
    const answer = await submit(member, { idNumber: '900101-14-5678' });
    expect(answer.body).toEqual({ status: 1, msg: '', data: null });
    expect(await info(member)).toMatchObject({
      status: 'pending',
      name: 'Siti Aminah binti Abdullah',
      idType: 'mykad',
      idNumberMasked: '********5678',
    });
    expect(await statusOf(member)).toMatchObject({ status: 'pending' });
    const list = dataOf(
      await staffCall(reviewer, 'realName/list', { status: 'pending', page: 1 }),
      listRealNames,
    );
    expect(list.items.find((item) => item.memberId === member.memberId)).toMatchObject({
      memberAccount: member.account,
      idNumber: '900101145678',
      status: 'pending',
    });
  });

  it('refuses a second submission while one is under review', async () => {
    const member = await registerMember(testApp);
    expect((await submit(member)).body.status).toBe(1);
    expect((await submit(member)).body).toMatchObject({ status: 0, msg: 'REAL_NAME_UNDER_REVIEW' });
  });

  it('requires every field', async () => {
    const member = await registerMember(testApp);
    for (const field of ['name', 'idNumber', 'frontImageId', 'backImageId']) {
      const answer = await submit(member, { [field]: '  ' });
      expect(answer.body, field).toEqual({ status: 0, msg: 'FIELD_REQUIRED', params: { field } });
    }
  });

  it('checks the MyKad date and place of birth, and the passport format', async () => {
    const member = await registerMember(testApp);
    for (const idNumber of ['901301-14-5678', '900101-17-5678', '900101-00-5678', '90010114567', 'ABC']) {
      const answer = await submit(member, { idNumber });
      expect(answer.body, idNumber).toEqual({
        status: 0,
        msg: 'INVALID_INPUT',
        params: { field: 'idNumber' },
      });
    }
    const badPassport = await submit(member, { idType: 'passport', idNumber: 'A12' });
    expect(badPassport.body).toMatchObject({ status: 0, msg: 'INVALID_INPUT' });
    const passport = await submit(member, { idType: 'passport', idNumber: 'a1234567' });
    expect(passport.body.status).toBe(1);
    expect(await info(member)).toMatchObject({ idType: 'passport', idNumberMasked: '****4567' });
  });

  it("refuses another member's images", async () => {
    const member = await registerMember(testApp);
    const stranger = await registerMember(testApp);
    const foreign = await uploadImage(testApp, stranger.session);
    const answer = await submit(member, { backImageId: foreign });
    expect(answer.body).toMatchObject({ status: 0, msg: 'UPLOAD_INVALID' });
    const madeUp = await submit(member, { frontImageId: 'not-a-real-upload-id' });
    expect(madeUp.body).toMatchObject({ status: 0, msg: 'UPLOAD_INVALID' });
  });

  it('approves: the member is verified under that name, notified, and the approval audited', async () => {
    const member = await registerMember(testApp);
    await submit(member, { name: ' Tan  Wei Ming ' });
    const id = await pendingIdOf(member);
    const approved = await staffCall(reviewer, 'realName/approve', { id });
    expect(approved.body).toMatchObject({
      status: 1,
      data: { id, status: 'verified', reviewedBy: reviewer.username, name: 'Tan Wei Ming' },
    });
    expect(await statusOf(member)).toEqual({ status: 'verified', name: 'Tan Wei Ming' });
    expect(await info(member)).toMatchObject({ status: 'verified', rejectReason: null });
    const [entry] = (await findAuditEntries(testApp, 'realName/approve')).filter(
      (row) => row.targetId === String(id),
    );
    expect(entry).toMatchObject({
      staffUsername: reviewer.username,
      targetType: 'realName',
      ip: '203.0.113.40',
    });
    const notices = await noticesOf(member, 'en');
    expect(notices[0]).toMatchObject({ title: 'Identity verified', isPersonal: true });
    // A verified member has nothing more to submit.
    expect((await submit(member)).body).toMatchObject({ status: 0, msg: 'REAL_NAME_ALREADY_VERIFIED' });
  });

  it('rejects with a reason the member sees, in their language, and lets them resubmit', async () => {
    const member = await registerMember(testApp);
    await submit(member);
    const id = await pendingIdOf(member);
    const noReason = await staffCall(reviewer, 'realName/reject', { id, reason: '  ' });
    expect(noReason.body).toMatchObject({ status: 0, msg: 'REASON_REQUIRED' });
    const rejected = dataOf(
      await staffCall(reviewer, 'realName/reject', { id, reason: 'Photo is blurred' }),
      rejectRealName,
    );
    expect(rejected).toMatchObject({ status: 'rejected', rejectReason: 'Photo is blurred' });
    expect(await info(member)).toMatchObject({ status: 'rejected', rejectReason: 'Photo is blurred' });
    expect(await statusOf(member)).toMatchObject({ status: 'rejected', name: null });
    const [notice] = await noticesOf(member, 'ml');
    expect(notice?.title).toBe('Pengesahan identiti ditolak');
    expect(notice?.content).toContain('Photo is blurred');
    const audit = await findAuditEntries(testApp, 'realName/reject');
    expect(audit.some((row) => row.targetId === String(id) && row.reason === 'Photo is blurred')).toBe(true);
    // Deciding again is refused; resubmission is allowed.
    const again = await staffCall(reviewer, 'realName/approve', { id });
    expect(again.body).toMatchObject({ status: 0, msg: 'REAL_NAME_NOT_PENDING' });
    expect((await submit(member)).body.status).toBe(1);
    expect(await info(member)).toMatchObject({ status: 'pending', rejectReason: null });
  });

  it('allows one verified identity per ID number', async () => {
    const first = await registerMember(testApp);
    const second = await registerMember(testApp);
    const idNumber = nextMyKad();
    await submit(first, { idNumber });
    await submit(second, { idNumber });
    await staffCall(reviewer, 'realName/approve', { id: await pendingIdOf(first) });
    const secondId = await pendingIdOf(second);
    const refused = await staffCall(reviewer, 'realName/approve', { id: secondId });
    expect(refused.body).toMatchObject({ status: 0, msg: 'ID_NUMBER_IN_USE' });
    expect(await statusOf(second)).toMatchObject({ status: 'pending' });
    // A new submission with a number verified elsewhere is refused at once.
    const third = await registerMember(testApp);
    expect((await submit(third, { idNumber })).body).toMatchObject({ status: 0, msg: 'ID_NUMBER_IN_USE' });
  });

  it('counts one decision when two reviewers decide at once', async () => {
    const member = await registerMember(testApp);
    await submit(member);
    const id = await pendingIdOf(member);
    const answers = await Promise.all([
      staffCall(reviewer, 'realName/approve', { id }),
      staffCall(secondReviewer, 'realName/reject', { id, reason: 'Mismatch' }),
    ]);
    const succeeded = answers.filter((answer) => answer.body.status === 1);
    const refused = answers.filter((answer) => answer.body.msg === 'REAL_NAME_NOT_PENDING');
    expect(succeeded).toHaveLength(1);
    expect(refused).toHaveLength(1);
    const approvals = (await findAuditEntries(testApp, 'realName/approve')).filter(
      (row) => row.targetId === String(id),
    );
    const rejections = (await findAuditEntries(testApp, 'realName/reject')).filter(
      (row) => row.targetId === String(id),
    );
    expect(approvals.length + rejections.length).toBe(1);
    const notices = await noticesOf(member, 'en');
    expect(notices.filter((notice) => notice.isPersonal)).toHaveLength(1);
  });

  it('keeps the review queue to admins and reviewers', async () => {
    const answer = await staffCall(support, 'realName/list', { status: 'pending', page: 1 });
    expect(answer.body).toMatchObject({ status: 0, msg: 'ROLE_FORBIDDEN' });
    const approve = await staffCall(support, 'realName/approve', { id: 1 });
    expect(approve.body).toMatchObject({ status: 0, msg: 'ROLE_FORBIDDEN' });
  });

  it('answers NOT_FOUND for an unknown submission', async () => {
    const answer = await staffCall(reviewer, 'realName/approve', { id: 999_999 });
    expect(answer.body).toMatchObject({ status: 0, msg: 'NOT_FOUND' });
  });
});
