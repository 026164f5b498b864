import { isLanguageCode, type LanguageCode } from '@amparo/contract/i18n/languages';

// What a legal professional is told when the owner decides about their listing (issue 13, point 1): verified (and
// until when), rejected or suspended (with the owner's reason, in the owner's own words), in the language of the
// professional's account. The text message is short and leads to the listing page, where everything is said.

export const PROFESSIONAL_NOTICE_EVENTS = ['verified', 'rejected', 'suspended'] as const;
export type ProfessionalNoticeEvent = (typeof PROFESSIONAL_NOTICE_EVENTS)[number];

type EventCatalog = { subject: string; body: string; next: string; sms: string };

type Catalog = {
  greeting: string;
  reason: string;
  open: string;
  signature: string;
  events: Record<ProfessionalNoticeEvent, EventCatalog>;
};

const CATALOGS: Record<LanguageCode, Catalog> = {
  en: {
    greeting: 'Hello {name},',
    reason: 'The reason given: {reason}',
    open: 'Your listing:',
    signature: 'The Amparo team',
    events: {
      verified: {
        subject: 'Your listing on Amparo is verified',
        body: 'We checked your license or accreditation. Your listing is now shown to people looking for legal help on Amparo, until {date}.',
        next: 'If you change your name, your bar admissions or your organization, your listing waits for a new check before it shows again.',
        sms: 'Amparo: your listing is verified and shown until {date}. See it here:',
      },
      rejected: {
        subject: 'We could not verify your listing on Amparo',
        body: 'We could not verify your listing, so it is not shown to the public.',
        next: 'Correct your details on your listing page and save them: we will check your listing again.',
        sms: 'Amparo: we could not verify your listing. See why and what to correct here:',
      },
      suspended: {
        subject: 'Your listing on Amparo is suspended',
        body: 'Your listing is suspended and is no longer shown to the public.',
        next: 'If you think this is a mistake, tell us through Help in the app.',
        sms: 'Amparo: your listing is suspended and no longer shown. See why here:',
      },
    },
  },
  es: {
    greeting: 'Hola, {name}:',
    reason: 'El motivo indicado: {reason}',
    open: 'Su perfil:',
    signature: 'El equipo de Amparo',
    events: {
      verified: {
        subject: 'Su perfil en Amparo está verificado',
        body: 'Comprobamos su licencia o su acreditación. Su perfil ya se muestra a las personas que buscan ayuda legal en Amparo, hasta el {date}.',
        next: 'Si cambia su nombre, sus admisiones al colegio de abogados o su organización, su perfil esperará una nueva comprobación antes de volver a mostrarse.',
        sms: 'Amparo: su perfil está verificado y se muestra hasta el {date}. Véalo aquí:',
      },
      rejected: {
        subject: 'No pudimos verificar su perfil en Amparo',
        body: 'No pudimos verificar su perfil, por eso no se muestra al público.',
        next: 'Corrija sus datos en la página de su perfil y guárdelos: volveremos a comprobar su perfil.',
        sms: 'Amparo: no pudimos verificar su perfil. Vea el motivo y qué corregir aquí:',
      },
      suspended: {
        subject: 'Su perfil en Amparo está suspendido',
        body: 'Su perfil está suspendido y ya no se muestra al público.',
        next: 'Si cree que se trata de un error, díganoslo desde Ayuda en la aplicación.',
        sms: 'Amparo: su perfil está suspendido y ya no se muestra. Vea el motivo aquí:',
      },
    },
  },
  ht: {
    greeting: 'Bonjou {name},',
    reason: 'Rezon yo bay la: {reason}',
    open: 'Pwofil ou:',
    signature: 'Ekip Amparo a',
    events: {
      verified: {
        subject: 'Pwofil ou sou Amparo verifye',
        body: 'Nou verifye lisans oswa akreditasyon ou. Kounye a, pwofil ou parèt pou moun k ap chèche èd legal sou Amparo, jiska {date}.',
        next: 'Si w chanje non w, admisyon ou nan ba a oswa òganizasyon ou, pwofil ou ap tann yon nouvo verifikasyon anvan l parèt ankò.',
        sms: 'Amparo: pwofil ou verifye epi l ap parèt jiska {date}. Gade l la a:',
      },
      rejected: {
        subject: 'Nou pa t ka verifye pwofil ou sou Amparo',
        body: 'Nou pa t ka verifye pwofil ou, se poutèt sa li pa parèt pou piblik la.',
        next: 'Korije enfòmasyon ou yo sou paj pwofil ou epi anrejistre yo: n ap verifye pwofil ou ankò.',
        sms: 'Amparo: nou pa t ka verifye pwofil ou. Gade rezon an ak sa pou w korije la a:',
      },
      suspended: {
        subject: 'Nou sispann pwofil ou sou Amparo pou kounye a',
        body: 'Nou sispann pwofil ou pou kounye a: li pa parèt pou piblik la ankò.',
        next: 'Si w panse se yon erè, di nou sa nan Èd nan aplikasyon an.',
        sms: 'Amparo: nou sispann pwofil ou pou kounye a, li pa parèt ankò. Gade rezon an la a:',
      },
    },
  },
  pt: {
    greeting: 'Olá, {name},',
    reason: 'O motivo informado: {reason}',
    open: 'Seu perfil:',
    signature: 'Equipe Amparo',
    events: {
      verified: {
        subject: 'Seu perfil no Amparo foi verificado',
        body: 'Conferimos sua licença ou credenciamento. Seu perfil agora aparece para as pessoas que procuram ajuda jurídica no Amparo, até {date}.',
        next: 'Se você mudar seu nome, suas inscrições na ordem dos advogados ou sua organização, seu perfil aguardará uma nova verificação antes de aparecer de novo.',
        sms: 'Amparo: seu perfil foi verificado e aparece até {date}. Veja aqui:',
      },
      rejected: {
        subject: 'Não conseguimos verificar seu perfil no Amparo',
        body: 'Não conseguimos verificar seu perfil, por isso ele não aparece para o público.',
        next: 'Corrija seus dados na página do seu perfil e salve: verificaremos seu perfil de novo.',
        sms: 'Amparo: não conseguimos verificar seu perfil. Veja o motivo e o que corrigir aqui:',
      },
      suspended: {
        subject: 'Seu perfil no Amparo foi suspenso',
        body: 'Seu perfil foi suspenso e não aparece mais para o público.',
        next: 'Se você acha que é um erro, fale conosco pela Ajuda no aplicativo.',
        sms: 'Amparo: seu perfil foi suspenso e não aparece mais. Veja o motivo aqui:',
      },
    },
  },
  fr: {
    greeting: 'Bonjour {name},',
    reason: 'Le motif indiqué : {reason}',
    open: 'Votre fiche :',
    signature: 'L’équipe Amparo',
    events: {
      verified: {
        subject: 'Votre fiche sur Amparo est vérifiée',
        body: 'Nous avons vérifié votre licence ou votre accréditation. Votre fiche est désormais visible par les personnes qui cherchent une aide juridique sur Amparo, jusqu’au {date}.',
        next: 'Si vous changez votre nom, vos inscriptions au barreau ou votre organisation, votre fiche attendra une nouvelle vérification avant d’être de nouveau visible.',
        sms: 'Amparo : votre fiche est vérifiée et visible jusqu’au {date}. Voir ici :',
      },
      rejected: {
        subject: 'Nous n’avons pas pu vérifier votre fiche sur Amparo',
        body: 'Nous n’avons pas pu vérifier votre fiche : elle n’est donc pas visible par le public.',
        next: 'Corrigez vos informations sur la page de votre fiche et enregistrez-les : nous la vérifierons de nouveau.',
        sms: 'Amparo : nous n’avons pas pu vérifier votre fiche. Le motif et quoi corriger ici :',
      },
      suspended: {
        subject: 'Votre fiche sur Amparo est suspendue',
        body: 'Votre fiche est suspendue et n’est plus visible par le public.',
        next: 'Si vous pensez qu’il s’agit d’une erreur, dites-le-nous depuis l’Aide de l’application.',
        sms: 'Amparo : votre fiche est suspendue et n’est plus visible. Le motif ici :',
      },
    },
  },
  ar: {
    greeting: 'مرحبًا {name}،',
    reason: 'السبب المذكور: {reason}',
    open: 'ملفك التعريفي:',
    signature: 'فريق Amparo',
    events: {
      verified: {
        subject: 'تم التحقق من ملفك التعريفي في Amparo',
        body: 'تحققنا من ترخيصك أو اعتمادك. أصبح ملفك التعريفي يظهر الآن للأشخاص الذين يبحثون عن مساعدة قانونية في Amparo، حتى {date}.',
        next: 'إذا غيّرت اسمك أو قيودك في نقابات المحامين أو منظمتك، فسينتظر ملفك التعريفي تحققًا جديدًا قبل أن يظهر من جديد.',
        sms: 'Amparo: تم التحقق من ملفك التعريفي وسيظهر حتى {date}. للاطلاع عليه:',
      },
      rejected: {
        subject: 'تعذّر علينا التحقق من ملفك التعريفي في Amparo',
        body: 'تعذّر علينا التحقق من ملفك التعريفي، لذلك لا يظهر للجمهور.',
        next: 'يُرجى تصحيح بياناتك في صفحة ملفك التعريفي وحفظها، وسنتحقق منه مرة أخرى.',
        sms: 'Amparo: تعذّر التحقق من ملفك التعريفي. السبب وما يجب تصحيحه هنا:',
      },
      suspended: {
        subject: 'تم تعليق ملفك التعريفي في Amparo',
        body: 'تم تعليق ملفك التعريفي ولم يعد يظهر للجمهور.',
        next: 'إن بدا لك أن في ذلك خطأ، فيُرجى إخبارنا عبر صفحة المساعدة في التطبيق.',
        sms: 'Amparo: تم تعليق ملفك التعريفي ولم يعد يظهر. السبب هنا:',
      },
    },
  },
  ur: {
    greeting: 'السلام علیکم {name}،',
    reason: 'بتائی گئی وجہ: {reason}',
    open: 'آپ کا پروفائل:',
    signature: 'Amparo ٹیم',
    events: {
      verified: {
        subject: 'Amparo پر آپ کے پروفائل کی تصدیق ہو گئی ہے',
        body: 'ہم نے آپ کے لائسنس یا منظوری (ایکریڈیٹیشن) کی جانچ کر لی ہے۔ اب آپ کا پروفائل Amparo پر قانونی مدد تلاش کرنے والے لوگوں کو {date} تک دکھایا جائے گا۔',
        next: 'اگر آپ اپنا نام، بار میں اپنے اندراج یا اپنی تنظیم تبدیل کریں گے تو آپ کا پروفائل دوبارہ دکھائے جانے سے پہلے نئی جانچ کا انتظار کرے گا۔',
        sms: 'Amparo: آپ کے پروفائل کی تصدیق ہو گئی ہے اور یہ {date} تک دکھایا جائے گا۔ یہاں دیکھیں:',
      },
      rejected: {
        subject: 'ہم Amparo پر آپ کے پروفائل کی تصدیق نہیں کر سکے',
        body: 'ہم آپ کے پروفائل کی تصدیق نہیں کر سکے، اس لیے یہ عوام کو نہیں دکھایا جا رہا۔',
        next: 'اپنے پروفائل کے صفحے پر اپنی معلومات درست کر کے محفوظ کریں، ہم آپ کے پروفائل کی دوبارہ جانچ کریں گے۔',
        sms: 'Amparo: ہم آپ کے پروفائل کی تصدیق نہیں کر سکے۔ وجہ اور درست کرنے والی باتیں یہاں دیکھیں:',
      },
      suspended: {
        subject: 'Amparo پر آپ کا پروفائل معطل کر دیا گیا ہے',
        body: 'آپ کا پروفائل معطل کر دیا گیا ہے اور اب عوام کو نہیں دکھایا جا رہا۔',
        next: 'اگر آپ سمجھتے ہیں کہ یہ غلطی ہے تو ایپ میں مدد کے صفحے سے ہمیں بتائیں۔',
        sms: 'Amparo: آپ کا پروفائل معطل کر دیا گیا ہے اور اب نہیں دکھایا جا رہا۔ وجہ یہاں دیکھیں:',
      },
    },
  },
};

const RTL: ReadonlySet<LanguageCode> = new Set(['ar', 'ur']);

/** Keeps a name, a date or the owner's reason in its own direction inside an Arabic or Urdu sentence. */
function isolate(text: string, language: LanguageCode): string {
  return RTL.has(language) ? `\u2068${text}\u2069` : text;
}

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

/** A day in the reader's language; Haitians read dates in French (Intl has no Kreyòl), as in the other messages. */
export function formatNoticeDate(date: Date, language: LanguageCode): string {
  const locale = language === 'ht' ? 'fr-HT' : language;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}

export type ProfessionalNoticeValues = {
  name: string;
  /** Verified: when the check runs out. */
  expiresAt: Date | null;
  /** Rejected or suspended: the owner's words. */
  reason: string | null;
  link: string;
};

export type RenderedProfessionalNotice = {
  language: LanguageCode;
  subject: string;
  emailText: string;
  sms: string;
};

export function renderProfessionalNotice(
  language: string,
  event: ProfessionalNoticeEvent,
  values: ProfessionalNoticeValues,
): RenderedProfessionalNotice {
  const code: LanguageCode = isLanguageCode(language) ? language : 'en';
  const catalog = CATALOGS[code];
  const text = catalog.events[event];
  const filled = {
    name: isolate(values.name, code),
    date: values.expiresAt ? isolate(formatNoticeDate(values.expiresAt, code), code) : '',
    reason: values.reason ? isolate(values.reason, code) : '',
  };
  const emailText = [
    fill(catalog.greeting, filled),
    '',
    fill(text.body, filled),
    ...(event !== 'verified' && values.reason ? ['', fill(catalog.reason, filled)] : []),
    '',
    text.next,
    '',
    catalog.open,
    values.link,
    '',
    catalog.signature,
  ].join('\n');
  return {
    language: code,
    subject: text.subject,
    emailText,
    sms: [fill(text.sms, filled), values.link].join('\n'),
  };
}
