import { hasAlertName } from '@amparo/contract/emergency/alert-name';
import type { EmergencyContact } from '@amparo/contract/emergency/emergency-contact';
import { CONTACT_LIMIT_REACHED } from '@amparo/contract/emergency/emergency-contact-limits';
import { isLanguageCode, type LanguageCode } from '@amparo/contract/i18n/languages';
import { hasFullProtection } from '@amparo/contract/profile/full-protection';
import { ArrowDown, ArrowUp, Bell, BellOff, Pencil, Plus, Trash2, UserRound } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../../lib/account/profile-api.ts';
import { useProfile } from '../../../lib/account/profile-provider.tsx';
import { EMERGENCY_CONTACTS_ANCHOR } from '../../../lib/emergency-setup-reminder.ts';
import { useLocation } from '../../../lib/router/index.ts';
import { useOnlineStatus } from '../../../lib/use-online-status.ts';
import { Button, ButtonLink } from '../../../ui/button.tsx';
import { ConfirmButton } from '../../../ui/confirm-button.tsx';
import {
  useCreateContact,
  useDeleteContact,
  useEmergencyContacts,
  useReorderContacts,
  useUpdateContact,
} from '../api/contacts.ts';
import { useEmergencySettings } from '../api/settings.ts';
import { AlertNameForm, ContactForm } from './lazy-forms.tsx';

type Editing = { mode: 'add' } | { mode: 'edit'; contact: EmergencyContact } | null;

export function ContactsSection() {
  const { t, i18n } = useTranslation('emergency');
  const { t: common } = useTranslation('common');
  const titleId = useId();
  const online = useOnlineStatus();
  const { profile } = useProfile();
  const contacts = useEmergencyContacts();
  const create = useCreateContact();
  const update = useUpdateContact();
  const remove = useDeleteContact();
  const reorder = useReorderContacts();
  const settings = useEmergencySettings();
  // A contact is only worth adding if the alert can say who it is from: the name comes first.
  const nameFirst = settings.data !== undefined && !hasAlertName(settings.data);
  const [editing, setEditing] = useState<Editing>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [limitHit, setLimitHit] = useState(false);
  const { hash } = useLocation();
  const sectionRef = useRef<HTMLElement>(null);
  const addButtonRef = useRef<HTMLButtonElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const arrivedHere = useRef(false);

  const list = contacts.data?.contacts ?? [];
  const limit = contacts.data?.limit ?? 3;
  const full = list.length >= limit;
  // Someone whose family is alerted is not alerting "nobody" without contacts: no warning for them.
  const noAlerts =
    contacts.data !== undefined &&
    !list.some((contact) => contact.alert_on_help) &&
    settings.data?.family_alerted !== true;
  const defaultLanguage: LanguageCode = isLanguageCode(i18n.language) ? i18n.language : 'en';

  // "Yes, set up my emergency tools" (and the dashboard's reminder) lead to /emergency#contacts: once the list
  // has loaded, the screen and the focus start at adding a contact rather than at the top of the toolkit.
  useEffect(() => {
    if (hash !== `#${EMERGENCY_CONTACTS_ANCHOR}` || arrivedHere.current || contacts.data === undefined)
      return;
    arrivedHere.current = true;
    sectionRef.current?.scrollIntoView({ block: 'start' });
    (addButtonRef.current ?? headingRef.current)?.focus({ preventScroll: true });
  }, [hash, contacts.data]);

  const close = () => {
    setEditing(null);
    setFormError(null);
  };

  const failed = (error: unknown) => {
    if (error instanceof ApiRequestError && error.code === CONTACT_LIMIT_REACHED) {
      setLimitHit(true);
      close();
      return;
    }
    setFormError(t('contacts.saveError'));
  };

  const move = (index: number, by: -1 | 1) => {
    const ids = list.map((contact) => contact.id);
    const target = index + by;
    const [moved] = ids.splice(index, 1);
    if (!moved || target < 0 || target > ids.length) return;
    ids.splice(target, 0, moved);
    reorder.mutate(ids);
    // Keep the focus on the moved contact's button so a keyboard user can keep moving it.
    window.requestAnimationFrame(() => {
      const button = document.getElementById(`move-${by < 0 ? 'up' : 'down'}-${moved}`);
      const fallback = document.getElementById(`move-${by < 0 ? 'down' : 'up'}-${moved}`);
      ((button as HTMLButtonElement | null)?.disabled ? fallback : button)?.focus();
    });
  };

  const covered = profile ? hasFullProtection(profile) : false;
  const limitMessage = covered
    ? t('contacts.limitReached', { limit })
    : t('contacts.limitReachedBasic', { limit });

  return (
    <section
      ref={sectionRef}
      id={EMERGENCY_CONTACTS_ANCHOR}
      aria-labelledby={titleId}
      className="flex scroll-mt-4 flex-col gap-4"
    >
      <div className="flex flex-wrap items-end justify-between gap-2">
        <div>
          <h2
            ref={headingRef}
            id={titleId}
            tabIndex={-1}
            className="font-bold text-2xl text-foreground focus:outline-none"
          >
            {t('contacts.title')}
          </h2>
          <p className="mt-1 max-w-prose text-muted">{t('contacts.intro')}</p>
        </div>
        {contacts.data ? (
          <p className="text-muted text-sm">{t('contacts.count', { count: list.length, limit })}</p>
        ) : null}
      </div>

      {!online ? (
        <p className="rounded-lg bg-primary-soft p-3 text-foreground">{t('contacts.offlineNote')}</p>
      ) : null}
      {contacts.isError && !contacts.data ? (
        <p role="alert" className="rounded-lg border border-border p-3 text-foreground">
          {t('contacts.loadError')}
        </p>
      ) : null}

      {noAlerts ? (
        <p
          role="note"
          className="rounded-lg border-2 border-warning bg-surface-raised p-3 font-semibold text-foreground"
        >
          {t('contacts.noAlertsWarning')}
        </p>
      ) : null}

      {contacts.data && list.length === 0 && editing === null ? (
        <div className="rounded-xl border border-border border-dashed bg-surface-raised p-6 text-center">
          <UserRound aria-hidden="true" className="mx-auto size-10 text-primary" />
          <h3 className="mt-2 font-bold text-foreground text-xl">{t('contacts.emptyTitle')}</h3>
          <p className="mx-auto mt-2 max-w-prose text-muted">{t('contacts.emptyText')}</p>
        </div>
      ) : null}

      {list.length > 0 ? (
        <ol className="flex flex-col gap-3">
          {list.map((contact, index) =>
            editing?.mode === 'edit' && editing.contact.id === contact.id ? (
              <li key={contact.id}>
                <ContactForm
                  initial={contact}
                  defaultLanguage={defaultLanguage}
                  saving={update.isPending}
                  error={formError}
                  onCancel={close}
                  onSave={(changes) =>
                    update.mutate({ id: contact.id, contact: changes }, { onSuccess: close, onError: failed })
                  }
                />
              </li>
            ) : (
              <li
                key={contact.id}
                className="flex flex-col gap-3 rounded-xl border border-border bg-surface-raised p-4 sm:flex-row sm:items-center"
              >
                <div className="min-w-0 flex-1">
                  <p className="font-bold text-foreground text-lg" dir="auto">
                    {contact.name}
                    {contact.relationship ? (
                      <span className="font-normal text-muted" dir="auto">
                        {' '}
                        · {contact.relationship}
                      </span>
                    ) : null}
                  </p>
                  <p className="text-foreground">
                    <a href={`tel:${contact.phone}`} dir="ltr" className="inline-block">
                      {contact.phone}
                    </a>
                    {contact.email ? (
                      <span dir="ltr" className="ms-2 inline-block text-muted">
                        {contact.email}
                      </span>
                    ) : null}
                  </p>
                  <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-muted text-sm">
                    <span className="inline-flex items-center gap-1">
                      {contact.alert_on_help ? (
                        <Bell aria-hidden="true" className="size-4 text-success" />
                      ) : (
                        <BellOff aria-hidden="true" className="size-4" />
                      )}
                      {contact.alert_on_help ? t('contacts.alertsOn') : t('contacts.alertsOff')}
                    </span>
                    {/* The language named in the reader's own language and script ("يقرأ الإنجليزية", not "يقرأ English"). */}
                    <span>
                      {t('contacts.reads', { language: common(`languageNames.${contact.language}`) })}
                    </span>
                  </p>
                </div>
                <div className="flex flex-wrap items-center gap-1">
                  <Button
                    id={`move-up-${contact.id}`}
                    variant="ghost"
                    aria-label={t('contacts.moveUp', { name: contact.name })}
                    disabled={index === 0 || !online}
                    onClick={() => move(index, -1)}
                  >
                    <ArrowUp aria-hidden="true" className="size-5" />
                  </Button>
                  <Button
                    id={`move-down-${contact.id}`}
                    variant="ghost"
                    aria-label={t('contacts.moveDown', { name: contact.name })}
                    disabled={index === list.length - 1 || !online}
                    onClick={() => move(index, 1)}
                  >
                    <ArrowDown aria-hidden="true" className="size-5" />
                  </Button>
                  <Button
                    variant="ghost"
                    aria-label={t('contacts.editLabel', { name: contact.name })}
                    disabled={!online}
                    onClick={() => {
                      setFormError(null);
                      setEditing({ mode: 'edit', contact });
                    }}
                  >
                    <Pencil aria-hidden="true" className="size-5" />
                    <span className="max-sm:sr-only">{t('contacts.edit')}</span>
                  </Button>
                  <ConfirmButton
                    label={
                      <>
                        <Trash2 aria-hidden="true" className="size-5" />
                        <span className="max-sm:sr-only">{t('contacts.remove')}</span>
                      </>
                    }
                    ariaLabel={t('contacts.removeLabel', { name: contact.name })}
                    question={t('contacts.removeConfirm', { name: contact.name })}
                    confirmLabel={t('contacts.removeYes')}
                    cancelLabel={t('contacts.form.cancel')}
                    disabled={!online}
                    onConfirm={() => remove.mutate(contact.id)}
                  />
                </div>
              </li>
            ),
          )}
        </ol>
      ) : null}

      {limitHit || (full && editing === null && contacts.data) ? (
        <div role={limitHit ? 'alert' : undefined} className="rounded-lg bg-primary-soft p-4 text-foreground">
          <p>{limitMessage}</p>
          {covered ? null : (
            <ButtonLink to="/payment" variant="secondary" className="mt-3">
              {t('contacts.upgrade')}
            </ButtonLink>
          )}
        </div>
      ) : null}

      {editing?.mode === 'add' && nameFirst ? (
        <AlertNameForm
          title={t('alertName.contactsTitle')}
          intro={t('alertName.contactsIntro')}
          submitLabel={t('alertName.continue')}
          onCancel={close}
        />
      ) : editing?.mode === 'add' ? (
        <ContactForm
          defaultLanguage={defaultLanguage}
          saving={create.isPending}
          error={formError}
          onCancel={close}
          onSave={(contact) => create.mutate(contact, { onSuccess: close, onError: failed })}
        />
      ) : !full && contacts.data ? (
        <Button
          ref={addButtonRef}
          className="self-start"
          disabled={!online}
          onClick={() => {
            setFormError(null);
            setLimitHit(false);
            setEditing({ mode: 'add' });
          }}
        >
          <Plus aria-hidden="true" className="size-5" />
          {t('contacts.add')}
        </Button>
      ) : null}
    </section>
  );
}
