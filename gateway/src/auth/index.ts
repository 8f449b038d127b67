export { type AuthenticatedUser, authenticate } from './authenticate.ts';
export { ADMIN_USERNAME, type BootstrapOutcome, bootstrapSecurity } from './bootstrap.ts';
export { hashPassword, verifyPassword } from './passwords.ts';
export {
  ALL_PERMISSIONS,
  BUILTIN_ROLES,
  type BuiltinRole,
  type PermissionKey,
  permissionKey,
  ROLE_PERMISSIONS,
} from './permissions.ts';
export { loadSecretMaterial } from './secret-material.ts';
export { decryptSecret, encryptSecret, installSecretKey, maskUri, PASSWORD_MASK } from './secrets.ts';
export {
  createTokenService,
  type TokenLifetimes,
  type TokenService,
  type TokenType,
  type VerifiedToken,
} from './tokens.ts';
export { loadUserContext, type UserContext } from './user-context.ts';
