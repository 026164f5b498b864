// Which name Help Me Now alerts carry, as plain functions with no schema library: the /emergency page decides on its
// first render whether to ask for the name, and zod stays off that path (issue 24, point 8). emergency-settings.ts
// re-exports these for the server and the other screens.

/** What a settings answer may carry (`family_name` is missing from a copy cached before it existed). */
type NameSource = { sender_name: string; family_name?: string | null | undefined };

/**
 * The name Help Me Now alerts carry: the one the person chose for alerts, else the one their family knows them
 * by, else '' (nobody can tell who needs help).
 */
export function alertName(settings: NameSource): string {
  return settings.sender_name.trim() || settings.family_name?.trim() || '';
}

/** Whether Help Me Now may alert anyone: contacts must be able to tell who needs help. */
export function hasAlertName(settings: NameSource): boolean {
  return alertName(settings).length > 0;
}
