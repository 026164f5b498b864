import type { LanguageCode } from '../i18n/languages.ts';

// The words Help Me Now sends to contacts, each in the contact's own language. Shared by the server (SMS and
// email through the job queue) and the browser (the phone's own SMS composer when there is no network), so a
// contact reads the same message whichever way it reaches them. Calm on purpose: the reader should act, not
// panic.

type Catalog = {
  /**
   * Only for incidents started before an alert name was required (their queued or "I'm safe" alerts): the
   * server now refuses a nameless incident that would alert anyone, and the browser asks for the name first.
   */
  fallbackName: string;
  helpIntro: string;
  /** A later round on the same incident ("alert everyone again"): the reader knows it is not the same text twice. */
  helpAgainIntro: string;
  location: string;
  noLocation: string;
  message: string;
  helpClosing: string;
  helpSubject: string;
  helpAgainSubject: string;
  whatToDo: readonly string[];
  footer: string;
  /** The closing for someone of the person's own family: it cannot send them to "their family". */
  familyHelpClosing: string;
  /** Why a family member receives it: they share a family, nobody "added" them as a contact. */
  familyFooter: string;
  safeSms: string;
  safeSubject: string;
};

const LAWYER_LINK = 'https://www.immigrationlawhelp.org';
const LOCATOR_LINK = 'https://locator.ice.gov';

const CATALOGS: Record<LanguageCode, Catalog> = {
  en: {
    fallbackName: 'An Amparo user',
    helpIntro: '{name} pressed Help Me Now in Amparo ({time}) and may need your help.',
    helpAgainIntro: '{name} pressed Help Me Now again in Amparo ({time}) and may still need your help.',
    location: 'Location: {map}',
    noLocation: 'Location was not shared.',
    message: 'Their message: "{message}"',
    helpClosing: 'Please try to call them. If they do not answer, contact their lawyer or family.',
    helpSubject: '{name} may need your help (Amparo)',
    helpAgainSubject: '{name} may still need your help (Amparo)',
    whatToDo: [
      'What you can do now:',
      '- Try to call them. If they do not answer, they may not be able to.',
      `- Contact their lawyer if they have one, or a nonprofit immigration legal service: ${LAWYER_LINK}`,
      `- If they are detained, the ICE Online Detainee Locator can help find them with their A-number: ${LOCATOR_LINK}`,
    ],
    footer:
      'You are receiving this because {name} added you as an emergency contact in Amparo. Amparo gives information, not legal advice.',
    familyHelpClosing:
      'Please try to call them. If they do not answer, contact their lawyer and follow your family emergency plan.',
    familyFooter:
      'You are receiving this because you and {name} are family on Amparo. Amparo gives information, not legal advice.',
    safeSms: 'Amparo: {name} is safe now and has ended the alert ({time}). Thank you for being there.',
    safeSubject: '{name} is safe now (Amparo)',
  },
  es: {
    fallbackName: 'Una persona que usa Amparo',
    helpIntro: '{name} activó «Ayúdame ahora» en Amparo ({time}) y puede necesitar su ayuda.',
    helpAgainIntro:
      '{name} volvió a activar «Ayúdame ahora» en Amparo ({time}) y puede seguir necesitando su ayuda.',
    location: 'Ubicación: {map}',
    noLocation: 'No compartió su ubicación.',
    message: 'Su mensaje: «{message}»',
    helpClosing: 'Intente llamarle. Si no contesta, comuníquese con su abogado o con su familia.',
    helpSubject: '{name} puede necesitar su ayuda (Amparo)',
    helpAgainSubject: '{name} puede seguir necesitando su ayuda (Amparo)',
    whatToDo: [
      'Qué puede hacer ahora:',
      '- Intente llamarle. Si no contesta, quizá no pueda hacerlo.',
      `- Comuníquese con su abogado, si tiene uno, o con un servicio legal de inmigración sin fines de lucro: ${LAWYER_LINK}`,
      `- Si la persona está detenida, el localizador de detenidos de ICE puede ayudar a encontrarla con su número A: ${LOCATOR_LINK}`,
    ],
    footer:
      'Recibe este mensaje porque {name} le agregó como contacto de emergencia en Amparo. Amparo ofrece información, no asesoría legal.',
    familyHelpClosing:
      'Intente llamarle. Si no contesta, comuníquese con su abogado y siga el plan de emergencia de la familia.',
    familyFooter:
      'Recibe este mensaje porque usted y {name} son familia en Amparo. Amparo ofrece información, no asesoría legal.',
    safeSms: 'Amparo: {name} ya está a salvo y terminó la alerta ({time}). Gracias por estar presente.',
    safeSubject: '{name} ya está a salvo (Amparo)',
  },
  ht: {
    fallbackName: 'Yon moun ki itilize Amparo',
    helpIntro: '{name} peze «Ede m kounye a» nan Amparo ({time}), li ka bezwen èd ou.',
    helpAgainIntro: '{name} peze «Ede m kounye a» ankò nan Amparo ({time}), li ka toujou bezwen èd ou.',
    location: 'Kote li ye: {map}',
    noLocation: 'Li pa t pataje kote li ye.',
    message: 'Mesaj li: «{message}»',
    helpClosing: 'Tanpri eseye rele l. Si l pa reponn, kontakte avoka l oswa fanmi l.',
    helpSubject: '{name} ka bezwen èd ou (Amparo)',
    helpAgainSubject: '{name} ka toujou bezwen èd ou (Amparo)',
    whatToDo: [
      'Sa ou ka fè kounye a:',
      '- Eseye rele l. Si l pa reponn, petèt li pa kapab.',
      `- Kontakte avoka l si l genyen youn, oswa yon sèvis legal imigrasyon san bi likratif: ${LAWYER_LINK}`,
      `- Si yo arete l, zouti ICE pou jwenn moun ki nan detansyon (Online Detainee Locator) ka ede w jwenn li ak nimewo A li: ${LOCATOR_LINK}`,
    ],
    footer:
      'Ou resevwa mesaj sa a paske {name} mete w kòm kontak ijans nan Amparo. Amparo bay enfòmasyon, se pa konsèy legal.',
    familyHelpClosing: 'Tanpri eseye rele l. Si l pa reponn, kontakte avoka l epi swiv plan ijans fanmi an.',
    familyFooter:
      'Ou resevwa mesaj sa a paske ou menm ak {name} se fanmi nan Amparo. Amparo bay enfòmasyon, se pa konsèy legal.',
    safeSms: 'Amparo: {name} an sekirite kounye a, li fini alèt la ({time}). Mèsi paske w la pou li.',
    safeSubject: '{name} an sekirite kounye a (Amparo)',
  },
  pt: {
    fallbackName: 'Uma pessoa que usa o Amparo',
    helpIntro: '{name} acionou «Ajude-me agora» no Amparo ({time}) e pode precisar da sua ajuda.',
    helpAgainIntro:
      '{name} acionou de novo «Ajude-me agora» no Amparo ({time}) e pode continuar precisando da sua ajuda.',
    location: 'Localização: {map}',
    noLocation: 'A localização não foi compartilhada.',
    message: 'Mensagem: «{message}»',
    helpClosing: 'Tente ligar. Se a pessoa não atender, fale com o advogado ou com a família.',
    helpSubject: '{name} pode precisar da sua ajuda (Amparo)',
    helpAgainSubject: '{name} pode continuar precisando da sua ajuda (Amparo)',
    whatToDo: [
      'O que você pode fazer agora:',
      '- Tente ligar. Se a pessoa não atender, talvez não possa.',
      `- Fale com o advogado, se houver um, ou com um serviço jurídico de imigração sem fins lucrativos: ${LAWYER_LINK}`,
      `- Se a pessoa estiver detida, o localizador de detidos do ICE pode ajudar a encontrá-la com o número A: ${LOCATOR_LINK}`,
    ],
    footer:
      'Você recebeu esta mensagem porque {name} adicionou você como contato de emergência no Amparo. O Amparo oferece informação, não aconselhamento jurídico.',
    familyHelpClosing:
      'Tente ligar. Se a pessoa não atender, fale com o advogado dela e siga o plano de emergência da família.',
    familyFooter:
      'Você recebeu esta mensagem porque você e {name} são da mesma família no Amparo. O Amparo oferece informação, não aconselhamento jurídico.',
    safeSms: 'Amparo: {name} está em segurança e encerrou o alerta ({time}). Obrigado por estar presente.',
    safeSubject: '{name} está em segurança (Amparo)',
  },
  fr: {
    fallbackName: 'Une personne qui utilise Amparo',
    helpIntro:
      '{name} a déclenché « Aidez-moi maintenant » dans Amparo ({time}) et pourrait avoir besoin de votre aide.',
    helpAgainIntro:
      '{name} a de nouveau déclenché « Aidez-moi maintenant » dans Amparo ({time}) et pourrait encore avoir besoin de votre aide.',
    location: 'Position : {map}',
    noLocation: 'La position n’a pas été partagée.',
    message: 'Son message : « {message} »',
    helpClosing: 'Essayez de l’appeler. Sans réponse, contactez son avocat ou sa famille.',
    helpSubject: '{name} pourrait avoir besoin de votre aide (Amparo)',
    helpAgainSubject: '{name} pourrait encore avoir besoin de votre aide (Amparo)',
    whatToDo: [
      'Ce que vous pouvez faire maintenant :',
      '- Essayez de l’appeler. Sans réponse, la personne n’est peut-être pas en mesure de répondre.',
      `- Contactez son avocat, s’il y en a un, ou un service juridique en immigration à but non lucratif : ${LAWYER_LINK}`,
      `- Si la personne est détenue, le localisateur de détenus de l’ICE (Online Detainee Locator) peut aider à la retrouver avec son numéro A : ${LOCATOR_LINK}`,
    ],
    footer:
      'Vous recevez ce message car {name} vous a ajouté comme contact d’urgence dans Amparo. Amparo donne des informations, pas des conseils juridiques.',
    familyHelpClosing:
      'Essayez de l’appeler. Sans réponse, contactez son avocat et suivez le plan d’urgence de la famille.',
    familyFooter:
      'Vous recevez ce message car vous et {name} faites partie de la même famille dans Amparo. Amparo donne des informations, pas des conseils juridiques.',
    safeSms: 'Amparo : {name} est en sécurité et a mis fin à l’alerte ({time}). Merci d’être là.',
    safeSubject: '{name} est en sécurité (Amparo)',
  },
  ar: {
    fallbackName: 'أحد مستخدمي أمبارو',
    helpIntro: 'تنبيه «ساعدني الآن» من {name} في أمبارو ({time}): قد تكون مساعدتك مطلوبة.',
    helpAgainIntro: 'تنبيه «ساعدني الآن» من {name} مرة أخرى في أمبارو ({time}): ربما لا تزال مساعدتك مطلوبة.',
    location: 'الموقع: {map}',
    noLocation: 'لم تتم مشاركة الموقع.',
    message: 'الرسالة: «{message}»',
    helpClosing: 'يُرجى محاولة الاتصال. إن لم يأتِ ردّ، فيُرجى التواصل مع المحامي أو مع العائلة.',
    helpSubject: '{name}: قد تكون مساعدتك مطلوبة (أمبارو)',
    helpAgainSubject: '{name}: ربما لا تزال مساعدتك مطلوبة (أمبارو)',
    whatToDo: [
      'ما يمكنك فعله الآن:',
      '- محاولة الاتصال. إن لم يأتِ ردّ، فربما يتعذّر الرد.',
      `- التواصل مع المحامي إن وُجد، أو مع جهة غير ربحية تقدّم خدمات قانونية للمهاجرين: ${LAWYER_LINK}`,
      `- في حال الاحتجاز، يمكن لأداة البحث عن المحتجزين التابعة لـ ICE أن تساعد في العثور على الشخص برقم A الخاص به: ${LOCATOR_LINK}`,
    ],
    footer:
      'تصلك هذه الرسالة لأن بياناتك مضافة إلى جهات اتصال الطوارئ لدى {name} في أمبارو. يقدّم أمبارو معلومات وليس استشارة قانونية.',
    familyHelpClosing:
      'يُرجى محاولة الاتصال. إن لم يأتِ ردّ، فيُرجى التواصل مع المحامي إن وُجد واتّباع خطة الطوارئ الخاصة بالعائلة.',
    familyFooter:
      'تصلك هذه الرسالة لأنك و{name} من عائلة واحدة في أمبارو. يقدّم أمبارو معلومات وليس استشارة قانونية.',
    safeSms: 'أمبارو: {name} بأمان الآن، وانتهى التنبيه ({time}). شكرًا لاهتمامك.',
    safeSubject: '{name} بأمان الآن (أمبارو)',
  },
  ur: {
    fallbackName: 'امپارو استعمال کرنے والا ایک فرد',
    helpIntro:
      '{name} نے امپارو میں «میری ابھی مدد کریں» دبایا ہے ({time})، انہیں آپ کی مدد کی ضرورت ہو سکتی ہے۔',
    helpAgainIntro:
      '{name} نے امپارو میں «میری ابھی مدد کریں» دوبارہ دبایا ہے ({time})، انہیں اب بھی آپ کی مدد کی ضرورت ہو سکتی ہے۔',
    location: 'مقام: {map}',
    noLocation: 'مقام نہیں بھیجا گیا۔',
    message: 'ان کا پیغام: «{message}»',
    helpClosing: 'براہ کرم انہیں فون کریں۔ اگر جواب نہ ملے تو ان کے وکیل یا گھر والوں سے رابطہ کریں۔',
    helpSubject: '{name} کو آپ کی مدد کی ضرورت ہو سکتی ہے (امپارو)',
    helpAgainSubject: '{name} کو اب بھی آپ کی مدد کی ضرورت ہو سکتی ہے (امپارو)',
    whatToDo: [
      'آپ ابھی کیا کر سکتے ہیں:',
      '- انہیں فون کرنے کی کوشش کریں۔ اگر وہ جواب نہ دیں تو ممکن ہے وہ جواب نہ دے سکتے ہوں۔',
      `- اگر ان کا کوئی وکیل ہے تو اس سے رابطہ کریں، یا امیگریشن کی قانونی مدد دینے والی کسی غیر منافع بخش تنظیم سے: ${LAWYER_LINK}`,
      `- اگر انہیں حراست میں لیا گیا ہو تو ICE کا آن لائن نظام برائے تلاشِ زیرِ حراست افراد (Online Detainee Locator) ان کے A-نمبر سے انہیں تلاش کرنے میں مدد کر سکتا ہے: ${LOCATOR_LINK}`,
    ],
    footer:
      'آپ کو یہ پیغام اس لیے ملا ہے کہ {name} نے آپ کو امپارو میں ہنگامی رابطے کے طور پر شامل کیا ہے۔ امپارو معلومات دیتا ہے، قانونی مشورہ نہیں۔',
    familyHelpClosing:
      'براہ کرم انہیں فون کریں۔ اگر جواب نہ ملے تو ان کے وکیل سے رابطہ کریں اور خاندان کے ہنگامی منصوبے پر عمل کریں۔',
    familyFooter:
      'آپ کو یہ پیغام اس لیے ملا ہے کہ آپ اور {name} امپارو پر ایک ہی خاندان ہیں۔ امپارو معلومات دیتا ہے، قانونی مشورہ نہیں۔',
    safeSms: 'امپارو: {name} اب محفوظ ہیں اور انہوں نے الرٹ ختم کر دیا ہے ({time})۔ ساتھ دینے کا شکریہ۔',
    safeSubject: '{name} اب محفوظ ہیں (امپارو)',
  },
};

export type AlertMessageValues = {
  /** The name the person chose for alerts. Never empty for a new alert (see `fallbackName`). */
  name: string;
  at: Date;
  /** An IANA time zone; the reader sees the person's local time. */
  timeZone?: string | undefined;
  mapUrl?: string | null | undefined;
  customMessage?: string | undefined;
  /**
   * Who reads it: an emergency contact the person added (the default), or someone of their own Amparo family
   * (`incident_alerts.family_member_user_id` set), whose footer and closing say so.
   */
  audience?: AlertAudience | undefined;
  /** A later round of the same incident: "pressed Help Me Now again… may still need your help". */
  again?: boolean | undefined;
};

export type AlertAudience = 'contact' | 'family';

export type RenderedAlert = { sms: string; subject: string; emailText: string };

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}

// Intl has no Haitian Creole formats; French dates are the ones Haitian readers know.
const DATE_LOCALES: Record<LanguageCode, string> = {
  en: 'en-US',
  es: 'es-US',
  ht: 'fr-HT',
  pt: 'pt-BR',
  fr: 'fr-FR',
  ar: 'ar',
  ur: 'ur',
};

export function formatAlertTime(at: Date, language: LanguageCode, timeZone?: string): string {
  // dateStyle cannot be combined with timeZoneName, and the zone is what tells a reader elsewhere the hour.
  const options: Intl.DateTimeFormatOptions = {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  };
  try {
    return new Intl.DateTimeFormat(DATE_LOCALES[language], {
      ...options,
      timeZone: timeZone ?? 'UTC',
    }).format(at);
  } catch {
    // An unknown time zone from an old phone: UTC is still a true time.
    return new Intl.DateTimeFormat(DATE_LOCALES[language], { ...options, timeZone: 'UTC' }).format(at);
  }
}

function common(language: LanguageCode, values: AlertMessageValues) {
  const catalog = CATALOGS[language];
  const name = values.name.trim() || catalog.fallbackName;
  const vars = {
    name,
    time: formatAlertTime(values.at, language, values.timeZone),
    map: values.mapUrl ?? '',
    message: values.customMessage?.trim() ?? '',
  };
  return { catalog, vars };
}

/** The Help Me Now alert: a text message, and an email with what the reader can do. */
export function renderHelpAlert(language: LanguageCode, values: AlertMessageValues): RenderedAlert {
  const { catalog, vars } = common(language, values);
  const intro = fill(values.again ? catalog.helpAgainIntro : catalog.helpIntro, vars);
  const location = fill(vars.map ? catalog.location : catalog.noLocation, vars);
  const message = vars.message ? fill(catalog.message, vars) : null;
  const family = values.audience === 'family';
  const closing = family ? catalog.familyHelpClosing : catalog.helpClosing;
  const sms = [intro, location, message, closing].filter(Boolean).join(' ');
  const footer = fill(family ? catalog.familyFooter : catalog.footer, vars);
  const emailText = [intro, location, message, catalog.whatToDo.join('\n'), footer]
    .filter(Boolean)
    .join('\n\n');
  const subject = fill(values.again ? catalog.helpAgainSubject : catalog.helpSubject, vars);
  return { sms, subject, emailText };
}

/** "I'm safe": the same people hear that the alert is over. */
export function renderSafeAlert(language: LanguageCode, values: AlertMessageValues): RenderedAlert {
  const { catalog, vars } = common(language, values);
  const sms = fill(catalog.safeSms, vars);
  // The text already thanks the reader; the email says it once too.
  const footer = fill(values.audience === 'family' ? catalog.familyFooter : catalog.footer, vars);
  const emailText = [sms, footer].join('\n\n');
  return { sms, subject: fill(catalog.safeSubject, vars), emailText };
}
