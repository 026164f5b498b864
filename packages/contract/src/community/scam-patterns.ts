import { foldForMatching } from './text-folding.ts';

// What scams aimed at immigrants say, in the app's seven languages: asking for money through channels that cannot
// be taken back, promising an outcome no one can promise, and "notarios" offering legal services they may not give.
// A post that says any of it gets the `scam_warning` label, so readers see the warning next to it; nothing is
// refused, because posts warning about a scam use the same words. Patterns run on folded text (no accents, lower
// case, text-folding.ts), so they are written that way.

const B = String.raw`(?<![\p{L}\p{N}])`;
const E = String.raw`(?![\p{L}\p{N}])`;

const PAYMENT_CHANNELS = [
  'zelle',
  'cash ?app',
  'venmo',
  'western union',
  'moneygram',
  'money gram',
  'gift ?cards?',
  'tarjetas? de regalo',
  'cartes? cadeaux?',
  'cartes?-cadeaux?',
  'cart(?:ao|oes) (?:de )?presente',
  'vale-presente',
  'kat kado',
  'بطاق(?:ة|ات) هدايا',
  'حوال(?:ة|ه)',
  'pix',
  'گفٹ کارڈ',
];

const MONEY_REQUESTS = [
  // en
  String.raw`(?:send|wire)(?:\s+\S+){0,2}?\s+money`,
  'pay (?:a|the|an?) (?:small |processing |filing |application )?fee',
  // es
  '(?:envie|envia|mande|manda|deposite|deposita)(?:-?me|-?nos|-?le)?(?: el| un| los| la)? (?:dinero|pago)',
  '(?:enviar|mandar|depositar)(?:me|nos|le)?(?: el| un| los| la)? (?:dinero|pago)',
  'pag(?:ar|ue|a) (?:una|la) (?:cuota|tarifa)',
  // fr
  "(?:envoyez|envoie|envoyer)(?:[ -]moi|[ -]nous)? (?:de l'|l'|de |les )?argent",
  'payer (?:des|les|un) frais',
  // pt
  '(?:envie|mande|enviar|mandar|deposite)(?:-me|-nos)?(?: o| um)? (?:dinheiro|pix)',
  '(?:pagar|pague|paga) (?:uma|a) taxa',
  // ht
  'voye (?:ba(?:y)? (?:mwen|nou|m) )?(?:lajan|kob)',
  'peye (?:yon )?fre',
  // ar
  '(?:ارسل|حول|ادفع)(?: لي| لنا)? (?:المال|الفلوس|المبلغ|رسوم)',
  String.raw`(?:ادفع|ادفعي|ارسل|حول)(?:\s+\S+){0,3}?\s+(?:دولار|دولارات)`,
  // ur
  '(?:پیسے|رقم) (?:بھیجیں|بھیجو|بھیج دیں)',
  'فیس ادا کریں',
];

const OUTCOMES = [
  'green ?card',
  'visa',
  'asylum',
  'work permit',
  'citizenship',
  'residencia',
  'asilo',
  'permiso de trabajo',
  'carte verte',
  'carta verde',
  'cartao verde',
  'kat vet',
  'كرت اخضر',
  'الكرت الاخضر',
  'بطاقة خضراء',
  'visto',
  'viza',
  'azil',
  'البطاقة الخضراء',
  'الجرين كارد',
  'تاشيرة',
  'لجوء',
  'اللجوء',
  'گرین کارڈ',
  'ویزا',
  'پناہ',
];
const GUARANTEE_WORDS = [
  'guarantee[ds]?',
  'garantizad[oa]s?',
  'garantizamos',
  'garantiza',
  'garanti[es]?',
  'garantid[oa]s?',
  'garantimos',
  'مضمون(?:ة|ه)?',
  'نضمن',
  'ضمان',
  'گارنٹی',
  'ضمانت',
];

const NOTARIO_OFFERS = [
  'notarios?',
  'notary (?:public )?(?:can|will|could) (?:file|help|do|fix|prepare)',
  'i can fix your (?:papers|status|documents)',
  'fix your papers',
  '(?:le |te )?arreglo (?:sus |tus |los )?papeles',
  'arreglar (?:sus |tus |los )?papeles',
  'notaire (?:peut|va) (?:deposer|faire|regler|aider)',
  '(?:regler|arranger) vos papiers',
  'notario',
  'resolvo (?:seus|os seus|teus) (?:papeis|documentos)',
  'arrumo (?:seus|os seus|teus) (?:papeis|documentos)',
  '(?:m|mwen) ka ranje papye (?:ou|w)',
  'note (?:ka|kapab) (?:ede|ranje|fe|ou)',
  'نوتاريو',
  'كاتب عدل (?:يمكنه|يستطيع)',
  'نوٹری',
];

const alternatives = (patterns: string[]) => patterns.join('|');
const SCAM_PATTERNS = [
  new RegExp(`${B}(?:${alternatives(PAYMENT_CHANNELS)})${E}`, 'u'),
  new RegExp(`${B}(?:${alternatives(MONEY_REQUESTS)})${E}`, 'u'),
  new RegExp(
    `${B}(?:${alternatives(GUARANTEE_WORDS)})(?:\\s+\\S+){0,3}?\\s+(?:${alternatives(OUTCOMES)})${E}`,
    'u',
  ),
  new RegExp(
    `${B}(?:${alternatives(OUTCOMES)})(?:\\s+\\S+){0,2}?\\s+(?:${alternatives(GUARANTEE_WORDS)})${E}`,
    'u',
  ),
  new RegExp(`${B}(?:100 ?%|100 percent)(?:\\s+\\S+){0,2}?\\s+(?:${alternatives(OUTCOMES)})${E}`, 'u'),
  new RegExp(`${B}(?:${alternatives(NOTARIO_OFFERS)})${E}`, 'u'),
];

/** Whether `text` says something scams aimed at immigrants say (see the comment at the top). */
export function findScamSignals(text: string): boolean {
  const folded = foldForMatching(text);
  return SCAM_PATTERNS.some((pattern) => pattern.test(folded));
}
