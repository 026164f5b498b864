import { type ComponentProps, lazy, Suspense } from 'react';
import type { AlertNameForm as AlertNameFormType } from './alert-name-form.tsx';
import type { ContactForm as ContactFormType } from './contact-form.tsx';

// The forms of /emergency load when they are shown, not with the page: the contact form brings libphonenumber
// (~29 KB gzipped) and the name form the settings' schemas (zod), and a returning person opening the toolkit in a
// hurry needs the contact list painted first (issue 24, point 8). Each form appears as soon as its file arrives,
// which the service worker holds offline; nothing is shown in its place meanwhile.

const LoadedContactForm = lazy(() =>
  import('./contact-form.tsx').then((module) => ({ default: module.ContactForm })),
);
const LoadedAlertNameForm = lazy(() =>
  import('./alert-name-form.tsx').then((module) => ({ default: module.AlertNameForm })),
);

export function ContactForm(props: ComponentProps<typeof ContactFormType>) {
  return (
    <Suspense fallback={null}>
      <LoadedContactForm {...props} />
    </Suspense>
  );
}

export function AlertNameForm(props: ComponentProps<typeof AlertNameFormType>) {
  return (
    <Suspense fallback={null}>
      <LoadedAlertNameForm {...props} />
    </Suspense>
  );
}
