import type { Database } from '../platform/db/database.ts';
import { authSecurityEvents, type SecurityEventKind } from '../platform/db/schema/security.ts';
import { describeDevice, truncateIp } from './client-context.ts';

// One place that writes the security log. Callers pass what they know; the device and network are reduced
// here so no caller can store a full address or a raw user agent by mistake.

export type SecurityEventInput = {
  userId: string;
  kind: SecurityEventKind;
  sessionId?: string | null;
  client?: { userAgent: string | undefined; ip: string | undefined };
  detail?: Record<string, string | number | boolean>;
  now: Date;
};

export async function recordSecurityEvent(db: Database, input: SecurityEventInput): Promise<void> {
  await db.insert(authSecurityEvents).values({
    userId: input.userId,
    kind: input.kind,
    sessionId: input.sessionId ?? null,
    device: input.client?.userAgent ? describeDevice(input.client.userAgent) : null,
    ipNetwork: truncateIp(input.client?.ip),
    detail: input.detail ?? {},
    createdAt: input.now,
  });
}
