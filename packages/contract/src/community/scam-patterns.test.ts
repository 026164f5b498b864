import { describe, expect, it } from 'vitest';
import { findScamSignals } from './scam-patterns.ts';

describe('findScamSignals', () => {
  it.each([
    // en
    'Send me the money by Zelle and I will file your case',
    'Pay with CashApp or Venmo only',
    'Buy Google gift cards and send the codes',
    'Use Western Union to pay a processing fee',
    'You must pay a fee to keep your place in line',
    'Guaranteed green card in 3 months',
    'We guarantee you a visa',
    'Asylum guaranteed, 100% success',
    'Notario Maria helps with papers',
    'A notary can file your asylum application',
    'I can fix your papers fast',
    // es
    'Envíeme dinero por Zelle',
    'Mande el dinero hoy',
    'Compre tarjetas de regalo',
    'Green card garantizada',
    'Asilo garantizado en 6 meses',
    'Le arreglo sus papeles rápido',
    // fr
    "Envoyez-moi de l'argent",
    'Achetez des cartes cadeaux',
    'Visa garanti pour toute la famille',
    'Je peux régler vos papiers',
    // pt
    'Envie dinheiro pelo Western Union',
    'Visto garantido em 30 dias',
    'Resolvo seus papéis rápido',
    'Compre cartões presente',
    // ht
    'Voye lajan ba mwen',
    'Green card garanti',
    'M ka ranje papye ou',
    // ar
    'أرسل المال الآن',
    'البطاقة الخضراء مضمونة',
    'نضمن لك تأشيرة',
    // ur
    'پیسے بھیجیں فوراً',
    'گرین کارڈ کی گارنٹی',
    'گفٹ کارڈ خریدیں',
  ])('flags %j', (text) => {
    expect(findScamSignals(text)).toBe(true);
  });

  it.each([
    'Where can I renew my green card?',
    'My visa interview is next week',
    'Asylum hearing tips from a lawyer',
    'The USCIS filing fee changed this year',
    '¿Dónde renuevo mi permiso de trabajo?',
    'Mon avocat a déposé mes papiers',
    'Meu visto chegou hoje!',
    'Kote mwen ka jwenn yon avoka?',
    'متى موعد مقابلة التأشيرة؟',
    'میرا ویزا انٹرویو کب ہے؟',
    'I sent the forms by mail',
    'Send me a message if you need a ride',
  ])('leaves %j alone', (text) => {
    expect(findScamSignals(text)).toBe(false);
  });

  it.each([
    'كرت أخضر مضمون خلال شهر',
    'بطاقة خضراء مضمونة',
    'ادفع ٥٠٠ دولار وتحصل على الأوراق',
    'أرسل حوالة اليوم',
    'Green card garantido em 3 meses',
    'Carta verde garantida',
    'Manda um pix de 200 reais',
    'Pague uma taxa para entrar na fila',
    'Kat vèt garanti',
  ])('finds Arabic, Portuguese and Haitian scams in %j', (text) => {
    expect(findScamSignals(text)).toBe(true);
  });

  it.each([
    'Gua\u200Branteed green card',
    'Send me the mo\u00ADney',
    'Ze\u200Dlle only',
    'notar\u2060io Maria',
    'gift\uFEFF cards',
    'Venm\u200Co',
  ])('sees through invisible characters in %j', (text) => {
    expect(findScamSignals(text)).toBe(true);
  });
});
