import type { GetPreparednessPlanResponse } from '@amparo/contract/emergency/preparedness-plan';
import type { Dependent } from '@amparo/contract/family/dependent';
import { isLanguageCode, isRtl } from '@amparo/contract/i18n/languages';
import type { ParseKeys, TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CAREGIVER_AUTHORIZATION_SOURCES } from './caregiver-authorization.tsx';

// The family emergency plan on paper (issue 12, point 5): every label in the person's language with its English
// beside it, so a teacher, a neighbour or an officer can read it too. What the family typed is printed as typed.
// Small type and two columns so a family of 5 fits on one A4 or Letter page where it can.

type Translate = TFunction<'family-plan'>;

type PrintableFamilyPlanProps = {
  plan: GetPreparednessPlanResponse | undefined;
  dependents: readonly Dependent[];
};

function Bilingual({ own, english }: { own: string; english: string | null }) {
  if (english === null) return <>{own}</>;
  return (
    <>
      {own}
      {/* Aligned with the line above it (start of the page's direction); bdi keeps English punctuation in place. */}
      <span className="block font-normal text-[0.8em] italic">
        <bdi lang="en">{english}</bdi>
      </span>
    </>
  );
}

function Row({ label, value }: { label: ReactNode; value: string | null | undefined }) {
  if (!value) return null;
  return (
    <div className="grid break-inside-avoid grid-cols-[minmax(0,2fr)_minmax(0,3fr)] gap-2 border-black/30 border-b py-1">
      <dt className="font-semibold">{label}</dt>
      <dd dir="auto" className="whitespace-pre-line text-start">
        {value}
      </dd>
    </div>
  );
}

export function PrintableFamilyPlan({ plan, dependents }: PrintableFamilyPlanProps) {
  const { i18n } = useTranslation('family-plan');
  const language = isLanguageCode(i18n.language) ? i18n.language : 'en';
  const t = i18n.getFixedT(language, 'family-plan') as Translate;
  const en = i18n.getFixedT('en', 'family-plan') as Translate;
  const english = language === 'en';
  const label = (key: ParseKeys<'family-plan'>) => (
    <Bilingual own={t(key)} english={english ? null : en(key)} />
  );
  const statuses = (first: ParseKeys<'family-plan'>, second: ParseKeys<'family-plan'>) => (
    <Bilingual own={`${t(first)} · ${t(second)}`} english={english ? null : `${en(first)} · ${en(second)}`} />
  );
  const person = (name: string | null | undefined, phone: string | null | undefined) =>
    [name, phone].filter(Boolean).join(' · ') || null;

  return (
    <article
      lang={language}
      dir={isRtl(language) ? 'rtl' : 'ltr'}
      className="flex flex-col gap-3 bg-white p-[8mm] text-[10pt] text-black leading-snug"
      data-testid="printable-family-plan"
    >
      <h1 className="font-bold text-[16pt]">{label('print.title')}</h1>

      <section className="flex flex-col gap-1">
        <h2 className="border-black border-b-2 font-bold text-[12pt]">{label('print.familyHeading')}</h2>
        <dl className="grid gap-x-4 print:grid-cols-2 sm:grid-cols-2">
          <Row label={label('plan.fields.meeting_point.label')} value={plan?.meeting_point} />
          <Row label={label('plan.fields.numbers_to_know.label')} value={plan?.numbers_to_know} />
          <Row label={label('plan.fields.document_copies.label')} value={plan?.document_copies} />
          <Row label={label('plan.fields.school_instructions.label')} value={plan?.school_instructions} />
          <Row
            label={label('print.childrenCaregiver')}
            value={person(plan?.children_caregiver_name, plan?.children_caregiver_phone)}
          />
          <Row
            label={label('print.documentsHolder')}
            value={person(plan?.documents_holder_name, plan?.documents_holder_phone)}
          />
          <Row label={label('print.lawyer')} value={person(plan?.lawyer_name, plan?.lawyer_phone)} />
          <Row label={label('print.aNumber')} value={plan?.a_number} />
          <Row label={label('print.notes')} value={plan?.notes} />
        </dl>
      </section>

      {dependents.length > 0 ? (
        <section className="flex flex-col gap-2">
          <h2 className="border-black border-b-2 font-bold text-[12pt]">
            {label('print.dependentsHeading')}
          </h2>
          <div className="grid gap-3 print:grid-cols-2 sm:grid-cols-2">
            {dependents.map((dependent) => (
              <section key={dependent.id} className="break-inside-avoid border border-black p-2">
                <h3 dir="auto" className="font-bold text-[11pt]">
                  {dependent.name}
                  {dependent.relationship ? ` · ${dependent.relationship}` : ''}
                </h3>
                <dl>
                  {/* YYYY-MM-DD: read the same way by the family and by an English reader. */}
                  <Row label={label('dependents.fields.date_of_birth')} value={dependent.date_of_birth} />
                  <Row
                    label={label('dependents.fields.school_or_care_place')}
                    value={dependent.school_or_care_place}
                  />
                  <Row label={label('dependents.fields.pickup_people')} value={dependent.pickup_people} />
                  <Row label={label('dependents.fields.allergies')} value={dependent.allergies} />
                  <Row label={label('dependents.fields.medicines')} value={dependent.medicines} />
                  <Row label={label('dependents.fields.doctor')} value={dependent.doctor} />
                  <Row
                    label={label('dependents.fields.languages_spoken')}
                    value={dependent.languages_spoken}
                  />
                </dl>
                <h4 className="mt-1 font-bold">{label('caregivers.heading')}</h4>
                {dependent.caregivers.length === 0 ? (
                  <p>{label('caregivers.none')}</p>
                ) : (
                  <ul>
                    {dependent.caregivers.map((caregiver) => (
                      <li key={caregiver.id} className="border-black/30 border-b py-1">
                        <span className="block">
                          <bdi className="font-semibold">{caregiver.name}</bdi>
                          {caregiver.relationship ? (
                            <>
                              {' · '}
                              <bdi>{caregiver.relationship}</bdi>
                            </>
                          ) : null}
                          {caregiver.phone ? (
                            <>
                              {' · '}
                              <bdi dir="ltr" className="font-mono">
                                {caregiver.phone}
                              </bdi>
                            </>
                          ) : null}
                        </span>
                        <span className="block">
                          {statuses(
                            caregiver.has_agreed ? 'caregivers.agreed' : 'caregivers.notAgreed',
                            caregiver.authorization_signed ? 'caregivers.signed' : 'caregivers.notSigned',
                          )}
                        </span>
                      </li>
                    ))}
                  </ul>
                )}
              </section>
            ))}
          </div>
        </section>
      ) : null}

      <footer className="flex flex-col gap-1 border-black border-t pt-2 text-[8pt]">
        <p>{label('authorization.what')}</p>
        <p>{label('authorization.ask')}</p>
        <p lang="en" dir="ltr" className="text-start">
          {CAREGIVER_AUTHORIZATION_SOURCES.map((source) => source.url).join(' · ')}
        </p>
        <p>{label('authorization.notAdvice')}</p>
      </footer>
    </article>
  );
}
