import { NATIONWIDE } from './legal-limits.ts';
import type { LegalOrganization } from './legal-organization-models.ts';
import type { ListLegalOrganizationsQuery } from './list-legal-organizations.ts';

// The registry's filters and order as plain functions. The server answers with SQL (registry-repo.ts); the browser
// keeps the whole public registry on the device and filters it with these, so the page answers at once and works
// with no network. A test runs both over the curated data and checks they agree.

/** Whether an entry passes every filter given. */
export function matchesRegistryFilters(
  organization: Pick<
    LegalOrganization,
    'name' | 'kind' | 'description' | 'languages' | 'states' | 'services'
  >,
  filters: ListLegalOrganizationsQuery,
): boolean {
  // An entry that has not said which languages it serves in may serve in the reader's: it stays, marked "ask".
  if (
    filters.language &&
    organization.languages.length > 0 &&
    !organization.languages.includes(filters.language)
  ) {
    return false;
  }
  if (
    filters.state &&
    !organization.states.includes(filters.state) &&
    !organization.states.includes(NATIONWIDE)
  ) {
    return false;
  }
  if (filters.service && !organization.services.includes(filters.service)) return false;
  if (filters.kind && organization.kind !== filters.kind) return false;
  const query = filters.q?.trim().toLowerCase();
  if (query) {
    const texts = [organization.name, ...Object.values(organization.description)];
    if (!texts.some((value) => value.toLowerCase().includes(query))) return false;
  }
  return true;
}

/** The stated order: with a state chosen, entries serving it specifically first; then by name, A to Z. */
export function compareRegistryEntries(
  state: string | undefined,
): (
  a: Pick<LegalOrganization, 'name' | 'states' | 'id'>,
  b: Pick<LegalOrganization, 'name' | 'states' | 'id'>,
) => number {
  const local = (entry: Pick<LegalOrganization, 'states'>) =>
    state !== undefined && entry.states.includes(state) ? 0 : 1;
  return (a, b) => {
    const byPlace = local(a) - local(b);
    if (byPlace !== 0) return byPlace;
    const byName = compareText(a.name.toLowerCase(), b.name.toLowerCase());
    return byName !== 0 ? byName : compareText(a.id, b.id);
  };
}

// By code point, as PostgreSQL's "C" collation does: the same order on every device and database.
function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

export function filterRegistry<Entry extends LegalOrganization>(
  organizations: readonly Entry[],
  filters: ListLegalOrganizationsQuery,
): Entry[] {
  return organizations
    .filter((organization) => matchesRegistryFilters(organization, filters))
    .sort(compareRegistryEntries(filters.state));
}
