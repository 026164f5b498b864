import { Plus, Search } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert, inputClassName } from '../../../lib/account/form-controls.tsx';
import { Button } from '../../../ui/button.tsx';
import { LoadingMessage } from '../../../ui/loading.tsx';
import { useCreateOrganization, useOwnerRegistry } from '../api/legal-registry.ts';
import { OrganizationForm } from '../registry/organization-form.tsx';
import { RegistryEntry } from '../registry/registry-entry.tsx';

/**
 * The owner's registry of legal services (issue 13, point 5): every entry, hidden ones too, to add, edit (every
 * field, a description per language), hide or show and verify. Each decision is audited by the server.
 */
export function RegistryEditor() {
  const { t } = useTranslation('legal-aid');
  const id = useId();
  const registry = useOwnerRegistry();
  const create = useCreateOrganization();
  const [adding, setAdding] = useState(false);
  const [search, setSearch] = useState('');
  const needle = search.trim().toLowerCase();
  const entries =
    registry.data?.organizations.filter(
      (entry) =>
        needle === '' ||
        entry.name.toLowerCase().includes(needle) ||
        entry.website.toLowerCase().includes(needle),
    ) ?? [];

  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h2 id={`${id}-title`} className="font-bold text-2xl">
          {t('ownerRegistry.title')}
        </h2>
        <p className="max-w-prose text-muted">{t('ownerRegistry.intro')}</p>
      </div>
      {adding ? (
        <OrganizationForm
          organization={null}
          pending={create.isPending}
          failed={create.isError}
          onCancel={() => setAdding(false)}
          onSubmit={(values) => create.mutate(values, { onSuccess: () => setAdding(false) })}
        />
      ) : (
        <Button className="self-start" onClick={() => setAdding(true)}>
          <Plus aria-hidden="true" className="size-5" />
          {t('ownerRegistry.add')}
        </Button>
      )}
      {registry.data ? (
        <>
          <div className="flex flex-col gap-1.5">
            <label htmlFor={`${id}-search`} className="font-semibold">
              {t('ownerRegistry.search')}
            </label>
            <div className="relative">
              <Search
                aria-hidden="true"
                className="pointer-events-none absolute inset-y-0 start-3 my-auto size-5 text-muted"
              />
              <input
                id={`${id}-search`}
                type="search"
                dir="auto"
                className={`${inputClassName} ps-10`}
                value={search}
                onChange={(event) => setSearch(event.target.value)}
              />
            </div>
          </div>
          <p role="status" className="font-semibold">
            {t('ownerRegistry.count', { count: entries.length })}
          </p>
          {entries.length === 0 ? (
            <p className="rounded-2xl border border-border border-dashed p-6">{t('ownerRegistry.empty')}</p>
          ) : (
            <ul className="flex flex-col gap-4">
              {entries.map((organization) => (
                <li key={organization.id}>
                  <RegistryEntry organization={organization} />
                </li>
              ))}
            </ul>
          )}
        </>
      ) : registry.isError ? (
        <div className="flex flex-col items-start gap-3">
          <FormAlert tone="error">{t('ownerRegistry.loadError')}</FormAlert>
          <Button onClick={() => void registry.refetch()}>{t('ownerRegistry.tryAgain')}</Button>
        </div>
      ) : (
        <LoadingMessage label={t('ownerRegistry.loading')} className="min-h-40 py-10" />
      )}
    </section>
  );
}
