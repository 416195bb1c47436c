import type { User } from '@kizuki/shared';
import type { UserRecord } from './users.repository.ts';

/** The API's view of a user: SPEC.md section 3's fields, `database` being the business unit. */
export function presentUser(record: UserRecord): User {
  return {
    id: record.id,
    uuid: record.uuid,
    email: record.email,
    firstName: record.firstName,
    lastName: record.lastName,
    role: record.role,
    database: record.unit,
    organizationId: record.organizationId,
    organizationName: record.organizationName,
    active: record.active,
    agreedAt: record.agreedAt?.toISOString() ?? null,
    termsVersion: record.termsVersion,
    currentTermsVersion: record.currentTermsVersion,
    isAdmin: record.isAdmin,
    isSafetyContact: record.isSafetyContact,
  };
}
