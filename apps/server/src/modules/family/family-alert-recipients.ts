import { isLanguageCode, type LanguageCode } from '@amparo/contract/i18n/languages';
import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../platform/db/database.ts';
import { authUsers } from '../../platform/db/schema/auth.ts';
import { familyMembers } from '../../platform/db/schema/family.ts';
import { userPreferences } from '../../platform/db/schema/preferences.ts';

// Who in a person's family Help Me Now alerts (issue 12, point 6): every other person of their family, the holder
// and the members, whose "alert me" is on. Each is reached at their own account's addresses and in their own
// language: the account's phone (else the phone they gave for family alerts) and the account's email. Read in the
// caller's transaction, so someone removed from the family a moment before is not alerted.

export type FamilyAlertRecipient = {
  userId: string;
  /** The name the family knows them by. */
  name: string;
  phone: string | null;
  email: string | null;
  language: LanguageCode;
};

export async function listFamilyAlertRecipients(
  db: Database,
  userId: string,
): Promise<FamilyAlertRecipient[]> {
  const me = alias(familyMembers, 'me');
  const rows = await db
    .select({
      userId: familyMembers.userId,
      name: familyMembers.displayName,
      accountPhone: authUsers.phone,
      alertPhone: familyMembers.alertPhone,
      email: authUsers.email,
      locale: authUsers.locale,
      wantsEmail: userPreferences.familyAlertsEmail,
      wantsSms: userPreferences.familyAlertsSms,
    })
    .from(me)
    .innerJoin(familyMembers, eq(familyMembers.familyId, me.familyId))
    .innerJoin(authUsers, eq(authUsers.id, familyMembers.userId))
    .leftJoin(userPreferences, eq(userPreferences.userId, familyMembers.userId))
    .where(and(eq(me.userId, userId), ne(familyMembers.userId, userId), eq(familyMembers.alertOnHelp, true)))
    // The holder first, then the members in the order they joined: the same order every time.
    .orderBy(desc(sql`${familyMembers.role} = 'holder'`), asc(familyMembers.joinedAt), asc(familyMembers.id));
  return rows
    .map((row) => {
      const phone = row.accountPhone ?? row.alertPhone;
      // The channels the member chose in Settings (decision 036); where the chosen one cannot reach them (no
      // email on the account, say), both are used anyway: a family emergency must reach them one way.
      const chosenPhone = row.wantsSms === false ? null : phone;
      const chosenEmail = row.wantsEmail === false ? null : row.email;
      const reachable = chosenPhone !== null || chosenEmail !== null;
      return {
        userId: row.userId,
        name: row.name,
        phone: reachable ? chosenPhone : phone,
        email: reachable ? chosenEmail : row.email,
        language: isLanguageCode(row.locale) ? row.locale : 'en',
      };
    })
    .filter((recipient) => recipient.phone !== null || recipient.email !== null);
}
