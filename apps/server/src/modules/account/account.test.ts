import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SIGN_IN_SETTINGS } from '../../config/sign-in-settings';
import { auditLog, users } from '../../db/schema';
import { createGroup, createUser, TEST_PASSWORD } from '../../testing/factories';
import { createTestContext, type TestContext } from '../../testing/test-app';

const V1 = '/auction/api/v1';

describe('the account calls (docs/account.md)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({
      signIn: { rateLimits: { ...DEFAULT_SIGN_IN_SETTINGS.rateLimits, enabled: false } },
    });
  });
  afterAll(() => ctx.close());

  async function signedIn(overrides: Parameters<typeof createUser>[1] = {}) {
    const user = await createUser(ctx.db, overrides);
    return { user, headers: { authorization: `Bearer ${await ctx.login(user.email)}` } };
  }
  const send = (
    method: 'GET' | 'PUT',
    url: string,
    headers: Record<string, string>,
    payload?: object,
  ) => ctx.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const lastAudit = async (action: string) =>
    (
      await ctx.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.action, action))
        .orderBy(desc(auditLog.id))
        .limit(1)
    )[0];

  describe('PUT /users/{id}', () => {
    it('changes one’s own name, phone (stored in E.164) and language, and logs it', async () => {
      const { user, headers } = await signedIn();
      const res = await send('PUT', `${V1}/users/${user.id}`, headers, {
        name: '  Siti Aminah ',
        phone: '012-345 6789',
        language: 'th',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({
        id: user.id,
        name: 'Siti Aminah',
        phone: '+60123456789',
        locale: { language: 'th' },
        active_group: { id: user.activeGroupId },
      });
      expect(await lastAudit('user.update_profile')).toMatchObject({
        actorId: user.id,
        before: { name: user.name, phone: null, language: 'en' },
        after: { name: 'Siti Aminah', phone: '+60123456789', language: 'th' },
      });
      const removed = await send('PUT', `${V1}/users/${user.id}`, headers, { phone: null });
      expect(removed.json().data.phone).toBeNull();
    });

    it('the same session reads the new name and language at once, with no wait for a remembered caller', async () => {
      const { user, headers } = await signedIn();
      const current = () => send('GET', `${V1}/users/current`, headers);
      expect((await current()).json().data.locale.language).toBe('en');

      await send('PUT', `${V1}/users/${user.id}`, headers, { name: 'Nur Aisyah', language: 'th' });

      expect((await current()).json().data).toMatchObject({
        name: 'Nur Aisyah',
        locale: { language: 'th' },
      });
    });

    it('saving the profile unchanged answers it and writes nothing to the audit log', async () => {
      const { user, headers } = await signedIn();
      const entries = () => ctx.db.$count(auditLog, eq(auditLog.entityId, String(user.id)));
      const before = await entries();

      const res = await send('PUT', `${V1}/users/${user.id}`, headers, {
        name: user.name,
        language: 'en',
      });

      expect(res.statusCode).toBe(200);
      expect(res.json().data.name).toBe(user.name);
      expect(await entries()).toBe(before);
    });

    it('the saved language comes back at the next sign-in', async () => {
      const { user, headers } = await signedIn();
      await send('PUT', `${V1}/users/${user.id}`, headers, { language: 'id' });
      const login = await ctx.app.inject({
        method: 'POST',
        url: `${V1}/loginByEmail?include=active_group`,
        payload: { email: user.email, password: TEST_PASSWORD },
      });
      expect(login.json().data.user.locale.language).toBe('id');
    });

    it('a number that is not a real phone of a served country, or has an extension, is auth/invalid-phone-number', async () => {
      const { user, headers } = await signedIn();
      for (const [phone, message] of [
        [
          '+60 12',
          'phone is not a valid phone number: write it with its dial code, such as +60123456789',
        ],
        [
          '+1 202 555 0143',
          'phone must be a number starting with one of +65, +62, +60, +66, +61, +852, +84',
        ],
        ['+6561234567ext12', 'phone cannot have an extension: enter the number alone'],
      ]) {
        const res = await send('PUT', `${V1}/users/${user.id}`, headers, { phone });
        expect(res.statusCode).toBe(422);
        expect(res.json()).toMatchObject({
          code: 'auth/invalid-phone-number',
          errors: { phone: [message] },
        });
      }
    });

    it('a phone another account signs in with is 409 phone_taken and changes nothing', async () => {
      await createUser(ctx.db, { phone: '+6591234567' });
      const { user, headers } = await signedIn();
      const res = await send('PUT', `${V1}/users/${user.id}`, headers, {
        name: 'Not Saved',
        phone: '+65 9123 4567',
      });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        code: 'phone_taken',
        errors: { phone: expect.any(Array) },
      });
      const [row] = await ctx.db.select().from(users).where(eq(users.id, user.id));
      expect(row).toMatchObject({ name: user.name, phone: null });
    });

    it('someone else’s account is 403 forbidden; an empty change is 422', async () => {
      const other = await createUser(ctx.db);
      const { user, headers } = await signedIn();
      const res = await send('PUT', `${V1}/users/${other.id}`, headers, { name: 'Mallory' });
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('forbidden');
      const empty = await send('PUT', `${V1}/users/${user.id}`, headers, {});
      expect(empty.statusCode).toBe(422);
      expect(empty.json().message).toBe('Please enter name, phone or language');
      const bad = await send('PUT', `${V1}/users/${user.id}`, headers, { language: 'fr' });
      expect(bad.json().errors.language).toEqual(['language must be one of en, id, th']);
    });
  });

  describe('GET and PUT /groups/{id}', () => {
    it('members and staff see the group; anyone else is told it does not exist', async () => {
      const { user, headers } = await signedIn();
      const mine = await send('GET', `${V1}/groups/${user.activeGroupId}`, headers);
      expect(mine.statusCode).toBe(200);
      expect(mine.json().data).toMatchObject({
        id: user.activeGroupId,
        kind: 'dealer',
        can_edit: false,
      });
      const staff = await signedIn({ role: 'staff', activeGroupId: null, staffRoles: ['finance'] });
      expect(
        (await send('GET', `${V1}/groups/${user.activeGroupId}`, staff.headers)).statusCode,
      ).toBe(200);
      const stranger = await signedIn();
      expect(
        (await send('GET', `${V1}/groups/${user.activeGroupId}`, stranger.headers)).statusCode,
      ).toBe(404);
    });

    it("a group's admin changes its details; the phone is read in the group's market", async () => {
      const { user, headers } = await signedIn({ isGroupAdmin: true });
      const res = await send('PUT', `${V1}/groups/${user.activeGroupId}`, headers, {
        name: 'Kedai Kereta Jaya',
        contact_email: 'Sales@Jaya.example',
        contact_phone: '03-2161 2345',
        address: 'Jalan Ampang 1, Kuala Lumpur',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toEqual({
        id: user.activeGroupId,
        name: 'Kedai Kereta Jaya',
        kind: 'dealer',
        market: 'MY',
        contact_email: 'sales@jaya.example',
        contact_phone: '+60321612345',
        address: 'Jalan Ampang 1, Kuala Lumpur',
        can_edit: true,
      });
      expect(await lastAudit('group.update_details')).toMatchObject({
        actorId: user.id,
        entityId: String(user.activeGroupId),
        after: expect.objectContaining({ name: 'Kedai Kereta Jaya' }),
      });
      const cleared = await send('PUT', `${V1}/groups/${user.activeGroupId}`, headers, {
        address: null,
      });
      expect(cleared.json().data).toMatchObject({ address: null, name: 'Kedai Kereta Jaya' });
    });

    it('a name spaced oddly is stored as others read it; one hiding or reordering text, or only invisible, is 422', async () => {
      const { user, headers } = await signedIn({ isGroupAdmin: true });
      const spaced = await send('PUT', `${V1}/groups/${user.activeGroupId}`, headers, {
        name: '  Kedai\u00a0 Kereta   Maju ',
        address: 'Jalan\u00a0Ampang  2',
      });
      expect(spaced.json().data).toMatchObject({
        name: 'Kedai Kereta Maju',
        address: 'Jalan Ampang 2',
      });
      for (const payload of [
        { name: '\u200b\u200b' },
        { name: '\u202eevil\u202c' },
        { name: 'K' },
        { address: '\u200b' },
      ]) {
        const res = await send('PUT', `${V1}/groups/${user.activeGroupId}`, headers, payload);
        expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      }
      const me = await send('PUT', `${V1}/users/${user.id}`, headers, { name: '\u200b\u200b' });
      expect(me.json().errors.name).toEqual([
        'name must not contain invisible or direction-changing characters',
      ]);
      expect(
        (await send('GET', `${V1}/groups/${user.activeGroupId}`, headers)).json().data,
      ).toMatchObject({
        name: 'Kedai Kereta Maju',
      });
    });

    it('a member who is not its admin is 403; the admin of another group is 404, as when reading it', async () => {
      const member = await signedIn();
      const otherAdmin = await signedIn({ isGroupAdmin: true });
      for (const [who, status] of [
        [member, 403],
        [otherAdmin, 404],
      ] as const) {
        const res = await send('PUT', `${V1}/groups/${member.user.activeGroupId}`, who.headers, {
          name: 'Taken Over',
        });
        expect(res.statusCode).toBe(status);
        const read = await send('GET', `${V1}/groups/${member.user.activeGroupId}`, who.headers);
        expect(read.statusCode).toBe(status === 404 ? 404 : 200);
      }
      const { headers } = await signedIn({ isGroupAdmin: true });
      const unknown = await send('PUT', `${V1}/groups/2147483000`, headers, { name: 'Nobody' });
      expect(unknown.statusCode).toBe(404);
    });

    it('a name used by another group of the market or a bad phone is 422 and changes nothing', async () => {
      await createGroup(ctx.db, { name: 'Motor Hebat', market: 'MY' });
      const { user, headers } = await signedIn({ isGroupAdmin: true });
      const taken = await send('PUT', `${V1}/groups/${user.activeGroupId}`, headers, {
        name: 'motor hebat',
      });
      expect(taken.json()).toMatchObject({
        code: 'validation_failed',
        errors: { name: expect.any(Array) },
      });
      const phone = await send('PUT', `${V1}/groups/${user.activeGroupId}`, headers, {
        contact_phone: '12',
        address: 'Not saved',
      });
      expect(phone.json()).toMatchObject({
        code: 'auth/invalid-phone-number',
        errors: {
          contact_phone: [
            'contact_phone is not a valid phone number: write it with its dial code, such as +60123456789',
          ],
        },
      });
      const now = await send('GET', `${V1}/groups/${user.activeGroupId}`, headers);
      expect(now.json().data).toMatchObject({ address: null, contact_phone: null });
    });

    it("a seller group's contact phone that is text around a number, or not a phone at all, is refused with an example of the market's own and changes nothing", async () => {
      const group = await createGroup(ctx.db, { kind: 'seller', market: 'SG' });
      const { user, headers } = await signedIn({
        role: 'seller',
        activeGroupId: group.id,
        isGroupAdmin: true,
      });
      const url = `${V1}/groups/${user.activeGroupId}`;
      expect(
        (await send('PUT', url, headers, { contact_phone: '+65 6123 4567' })).json().data,
      ).toMatchObject({ contact_phone: '+6561234567' });
      const before = await lastAudit('group.update_details');
      for (const contact_phone of [
        'call 6123 4567 after 5pm',
        'Phone: 6123 4567',
        'anything at all',
        '1',
        '+65 0000 0000',
      ]) {
        const res = await send('PUT', url, headers, { contact_phone, address: 'Not saved' });
        expect(res.statusCode, contact_phone).toBe(422);
        expect(res.json(), contact_phone).toMatchObject({
          code: 'auth/invalid-phone-number',
          errors: {
            contact_phone: [
              'contact_phone is not a valid phone number: write it with its dial code, such as +6591234567',
            ],
          },
        });
      }
      expect((await send('GET', url, headers)).json().data).toMatchObject({
        contact_phone: '+6561234567',
        address: null,
      });
      expect((await lastAudit('group.update_details'))?.id).toBe(before?.id);
    });
  });

  describe('PUT /users/{id}/password', () => {
    const change = (id: number, headers: Record<string, string>, payload: object) =>
      send('PUT', `${V1}/users/${id}/password`, headers, payload);

    it('keeps the session that asked and ends every other one', async () => {
      const { user, headers } = await signedIn();
      const otherDevice = { authorization: `Bearer ${await ctx.login(user.email)}` };
      const res = await change(user.id, headers, {
        current_password: TEST_PASSWORD,
        password: 'durian-season-19',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ id: user.id, email: user.email });
      expect((await send('GET', `${V1}/users/current`, headers)).statusCode).toBe(200);
      expect((await send('GET', `${V1}/users/current`, otherDevice)).statusCode).toBe(401);
      expect(await ctx.login(user.email, 'durian-season-19')).toBeTruthy();
      expect(await lastAudit('user.change_password')).toMatchObject({
        actorId: user.id,
        after: { sessions_ended: 1 },
      });
    });

    it('a wrong current password is 422 wrong_password on current_password', async () => {
      const { user, headers } = await signedIn();
      const res = await change(user.id, headers, {
        current_password: 'not-my-password',
        password: 'durian-season-19',
      });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({
        code: 'wrong_password',
        errors: { current_password: ['current_password is not correct'] },
      });
      expect(await ctx.login(user.email)).toBeTruthy();
    });

    it('a common new password, or the current one again, is refused', async () => {
      const { user, headers } = await signedIn();
      for (const [password, message] of [
        ['sunshine123', 'password is too common: choose one that others would not guess'],
        [TEST_PASSWORD + 'xyz', null],
      ] as const) {
        const res = await change(user.id, headers, { current_password: TEST_PASSWORD, password });
        if (message) expect(res.json().errors.password).toEqual([message]);
        else expect(res.statusCode).toBe(200);
      }
      const same = await change(user.id, headers, {
        current_password: TEST_PASSWORD + 'xyz',
        password: TEST_PASSWORD + 'xyz',
      });
      expect(same.json().errors.password).toEqual(['password must differ from the current one']);
    });

    it('someone else’s password is 403 forbidden', async () => {
      const other = await createUser(ctx.db);
      const { headers } = await signedIn();
      const res = await change(other.id, headers, {
        current_password: TEST_PASSWORD,
        password: 'durian-season-19',
      });
      expect(res.statusCode).toBe(403);
      expect(await ctx.login(other.email)).toBeTruthy();
    });
  });
});
