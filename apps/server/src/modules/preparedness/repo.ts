import type {
  GetPreparednessPlanResponse,
  PutPreparednessPlanRequest,
} from '@amparo/contract/emergency/preparedness-plan';
import { eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.ts';
import { preparednessPlans } from '../../platform/db/schema/preparedness.ts';

type PlanRow = typeof preparednessPlans.$inferSelect;

/** The columns to write; a family plan field left out of the request keeps what was saved. */
function toColumns(plan: PutPreparednessPlanRequest) {
  const family: Partial<
    Pick<PlanRow, 'meetingPoint' | 'documentCopies' | 'numbersToKnow' | 'schoolInstructions'>
  > = {};
  if (plan.meeting_point !== undefined) family.meetingPoint = plan.meeting_point;
  if (plan.document_copies !== undefined) family.documentCopies = plan.document_copies;
  if (plan.numbers_to_know !== undefined) family.numbersToKnow = plan.numbers_to_know;
  if (plan.school_instructions !== undefined) family.schoolInstructions = plan.school_instructions;
  return {
    ...family,
    childrenCaregiverName: plan.children_caregiver_name,
    childrenCaregiverPhone: plan.children_caregiver_phone,
    documentsHolderName: plan.documents_holder_name,
    documentsHolderPhone: plan.documents_holder_phone,
    aNumber: plan.a_number,
    lawyerName: plan.lawyer_name,
    lawyerPhone: plan.lawyer_phone,
    notes: plan.notes,
  };
}

export function toPlanResponse(row: PlanRow): GetPreparednessPlanResponse {
  return {
    children_caregiver_name: row.childrenCaregiverName,
    children_caregiver_phone: row.childrenCaregiverPhone,
    documents_holder_name: row.documentsHolderName,
    documents_holder_phone: row.documentsHolderPhone,
    a_number: row.aNumber,
    lawyer_name: row.lawyerName,
    lawyer_phone: row.lawyerPhone,
    notes: row.notes,
    meeting_point: row.meetingPoint,
    document_copies: row.documentCopies,
    numbers_to_know: row.numbersToKnow,
    school_instructions: row.schoolInstructions,
    updated_at: row.updatedAt.toISOString(),
  };
}

export async function findPlan(db: Database, userId: string): Promise<PlanRow | null> {
  const [row] = await db.select().from(preparednessPlans).where(eq(preparednessPlans.userId, userId));
  return row ?? null;
}

/** Creates or replaces the caller's plan in one statement, so two saves at once cannot both insert. */
export async function upsertPlan(
  db: Database,
  userId: string,
  plan: PutPreparednessPlanRequest,
  now: Date,
): Promise<PlanRow> {
  const columns = toColumns(plan);
  const [row] = await db
    .insert(preparednessPlans)
    .values({ userId, ...columns, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: preparednessPlans.userId, set: { ...columns, updatedAt: now } })
    .returning();
  if (!row) throw new Error('The preparedness plan upsert returned no row');
  return row;
}
