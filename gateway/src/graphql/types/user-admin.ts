import { encodeGlobalID } from '@pothos/plugin-relay';
import { builder } from '../builder.ts';
import type { GraphQLContext } from '../context.ts';
import { ValidationError } from '../errors.ts';
import type { RestUser } from '../rest-types.ts';
import { DeleteResult, restIdOf } from './dashboard-mutations.ts';
import { asMutationResult, mutationResult } from './mutation-error.ts';
import { rolesById, SecurityRoleRef } from './role-admin.ts';
import { UserRef } from './user.ts';

/** What user admins see of a user beyond its names (`GET /api/v1/security/users/`). */
type AdminUserRow = RestUser & { roles?: { id: number; name: string }[]; login_count?: number | null };

builder.objectFields(UserRef, (t) => ({
  assignedRoles: t.field({
    type: [SecurityRoleRef],
    nullable: true,
    description: 'The roles the user holds (null unless the viewer may read users in full, i.e. Admin).',
    resolve: async (user, _args, ctx) => {
      const roles = (user as AdminUserRow).roles;
      if (!roles) return null;
      const all = await rolesById(ctx);
      return roles.map((r) => all.get(r.id)).filter((r) => r !== undefined);
    },
  }),
  loginCount: t.int({
    nullable: true,
    description: 'How many times the user signed in (null unless the viewer may read users in full).',
    resolve: (user) => (user as AdminUserRow).login_count ?? null,
  }),
}));

const UserInput = builder.inputType('UserAdminInput', {
  description:
    'User fields an administrator sets. On create username, firstName, lastName, email, roleIds and password are required.',
  fields: (t) => ({
    username: t.string({ description: 'The login name: letters, digits and . _ @ + - (unique).' }),
    firstName: t.string({ description: 'First name (1-64 characters).' }),
    lastName: t.string({ description: 'Last name (1-64 characters).' }),
    email: t.string({ description: 'E-mail address (unique).' }),
    active: t.boolean({ description: 'Whether the user may sign in; false ends their sessions.' }),
    roleIds: t.globalIDList({ description: 'The SecurityRole IDs the user holds (at least one).' }),
    password: t.string({ description: 'The password; must meet the password policy (at least 10 characters).' }),
  }),
});

function userBody(ctxInput: typeof UserInput.$inferInput): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  if (ctxInput.username != null) body.username = ctxInput.username;
  if (ctxInput.firstName != null) body.first_name = ctxInput.firstName;
  if (ctxInput.lastName != null) body.last_name = ctxInput.lastName;
  if (ctxInput.email != null) body.email = ctxInput.email;
  if (ctxInput.active != null) body.active = ctxInput.active;
  if (ctxInput.roleIds != null) body.roles = ctxInput.roleIds.map((id) => restIdOf(id, 'SecurityRole'));
  if (ctxInput.password != null) body.password = ctxInput.password;
  return body;
}

const UserPayload = builder.objectRef<{ user: RestUser }>('UserPayload').implement({
  description: 'The saved user.',
  fields: (t) => ({ user: t.field({ type: UserRef, description: 'The user as stored.', resolve: (p) => p.user }) }),
});
const UserResult = mutationResult('User', UserPayload, 'The saved user, or why it was refused.');

const PasswordPayload = builder.objectRef<{ ok: true }>('PasswordChangePayload').implement({
  description: 'The password was changed.',
  fields: (t) => ({ ok: t.boolean({ description: 'Always true.', resolve: () => true }) }),
});
const PasswordResult = mutationResult('PasswordChange', PasswordPayload, 'Done, or why the password was refused.');

async function reloadUser(ctx: GraphQLContext, id: number) {
  ctx.loaders.user.clear(id);
  const user = await ctx.loaders.user.load(id);
  if (!user) throw new Error(`user ${id} vanished after its write`);
  return { user };
}

builder.mutationField('createUser', (t) =>
  t.field({
    type: UserResult,
    description: 'Creates a user (`POST /api/v1/security/users/`); Admin only.',
    args: { input: t.arg({ type: UserInput, required: true, description: 'The fields.' }) },
    resolve: (_root, { input }, ctx) =>
      asMutationResult(async () => {
        const saved = await ctx.rest.post<{ id: number }>('/api/v1/security/users/', userBody(input));
        return reloadUser(ctx, saved.id);
      }),
  }),
);

builder.mutationField('updateUser', (t) =>
  t.field({
    type: UserResult,
    description:
      'Changes a user: names, e-mail, roles, active (false ends their sessions), password (`PUT /api/v1/security/users/{pk}`); Admin only.',
    args: {
      id: t.arg.globalID({ required: true, description: 'The user.' }),
      input: t.arg({ type: UserInput, required: true, description: 'The fields to change.' }),
    },
    resolve: (_root, { id, input }, ctx) =>
      asMutationResult(async () => {
        const pk = restIdOf(id, 'User');
        await ctx.rest.put(`/api/v1/security/users/${pk}`, userBody(input));
        return reloadUser(ctx, pk);
      }),
  }),
);

builder.mutationField('resetUserPassword', (t) =>
  t.field({
    type: UserResult,
    description: "Sets another user's password (`PUT /api/v1/security/users/{pk}` with a password); Admin only.",
    args: {
      id: t.arg.globalID({ required: true, description: 'The user.' }),
      password: t.arg.string({ required: true, description: 'The new password; must meet the password policy.' }),
    },
    resolve: (_root, { id, password }, ctx) =>
      asMutationResult(async () => {
        const pk = restIdOf(id, 'User');
        await ctx.rest.put(`/api/v1/security/users/${pk}`, { password });
        return reloadUser(ctx, pk);
      }),
  }),
);

builder.mutationField('deleteUser', (t) =>
  t.field({
    type: DeleteResult,
    description:
      'Deletes a user (`DELETE /api/v1/security/users/{pk}`); what they created stays, without a creator. Admin only; not oneself.',
    args: { id: t.arg.globalID({ required: true, description: 'The user.' }) },
    resolve: (_root, { id }, ctx) =>
      asMutationResult(async () => {
        const pk = restIdOf(id, 'User');
        const body = await ctx.rest.del<{ message: string }>(`/api/v1/security/users/${pk}`);
        return { deletedIds: [encodeGlobalID('User', pk)], message: body.message };
      }),
  }),
);

const ProfileInput = builder.inputType('MyProfileInput', {
  description: "The signed-in user's own profile fields.",
  fields: (t) => ({
    firstName: t.string({ description: 'First name (1-64 characters).' }),
    lastName: t.string({ description: 'Last name (1-64 characters).' }),
    email: t.string({ description: 'E-mail address (unique); empty removes it.' }),
  }),
});

builder.mutationField('updateMyProfile', (t) =>
  t.field({
    type: UserResult,
    description: "Changes the signed-in user's names and e-mail (`PUT /api/v1/me/`); every user may.",
    args: { input: t.arg({ type: ProfileInput, required: true, description: 'The fields to change.' }) },
    resolve: (_root, { input }, ctx) =>
      asMutationResult(async () => {
        const body: Record<string, unknown> = {};
        if (input.firstName != null) body.first_name = input.firstName;
        if (input.lastName != null) body.last_name = input.lastName;
        if (input.email != null) body.email = input.email;
        const saved = await ctx.rest.put<{ result: RestUser }>('/api/v1/me/', body);
        return { user: saved.result };
      }),
  }),
);

builder.mutationField('changeMyPassword', (t) =>
  t.field({
    type: PasswordResult,
    description:
      "Changes the signed-in user's password (`PUT /api/v1/me/password`); the current password is required and the new one must meet the policy.",
    args: {
      currentPassword: t.arg.string({ required: true, description: 'The password in use now.' }),
      password: t.arg.string({ required: true, description: 'The new password.' }),
    },
    resolve: (_root, { currentPassword, password }, ctx) =>
      asMutationResult(async () => {
        if (password.length === 0) throw new ValidationError('The new password must not be empty.');
        await ctx.rest.put('/api/v1/me/password', { current_password: currentPassword, password });
        return { ok: true as const };
      }),
  }),
);
