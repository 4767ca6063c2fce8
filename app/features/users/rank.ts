// Who may change whose account (decision 0007): only an admin can
// make an admin or grant a section, and nobody can give anyone, themselves
// included, more than they hold. Shared by the server, which enforces it, and
// the page, which only hides what would be refused.
import type { SectionKey } from "~/features/admin/sections";

/** Why a change is refused (403): each says what only an admin can do. */
export const RANK_MESSAGES = {
  adminOnlyAdmin: "Only an admin can make someone an admin",
  adminOnlyGrant: "Only an admin can grant access to a section",
  outranked: "Only an admin can change an admin's account, or one with sections you do not have",
} as const;

/** What a person holds: an admin every section, a user the ones granted. */
export interface Holdings {
  isAdmin: boolean;
  sections: readonly SectionKey[];
}

/**
 * Whether `actor` may change `target`'s account at all (edit, password, sections,
 * roles, delete): an admin any account; anyone else only an account that holds
 * nothing they do not, since taking it over would give them more.
 */
export function mayManage(actor: Holdings, target: Holdings) {
  return actor.isAdmin || (!target.isAdmin && target.sections.every((key) => actor.sections.includes(key)));
}

/** The sections among `next` that `target` does not have yet: granting them is for an admin. */
export const newSections = (target: Holdings, next: readonly SectionKey[]) =>
  next.filter((key) => !target.sections.includes(key));
