// SPEC §6: the roles read from user_roles.
export const ROLES = ['super_admin', 'admin', 'editor', 'moderator', 'broker', 'agent'] as const
export type Role = (typeof ROLES)[number]

export function isRole(value: string): value is Role {
  return (ROLES as readonly string[]).includes(value)
}
