import { describe, expect, it } from 'vitest';
import {
  containsCoordinates,
  findIdentifyingText,
  isAreaTooPrecise,
  isReportTextTooPrecise,
  looksLikeStreetAddress,
} from './identifying-text.ts';

describe('findIdentifyingText', () => {
  it.each([
    'Call me at (305) 555-0142',
    'my number 305-555-0142',
    'text 305.555.0142 tonight',
    'WhatsApp +1 305 555 0142',
    'llámame al 3055550142',
    'اتصل بي ٣٠٥٥٥٥٠١٤٢',
  ])('finds a phone number in %j', (text) => {
    expect(findIdentifyingText(text)).toContain('phone');
  });

  it.each([
    'My A-number is A123456789',
    'mi número A 123 456 789',
    'A-12345678 on the card',
    'A# 123-456-789',
    'numéro a123456789',
  ])('finds an A-number in %j', (text) => {
    expect(findIdentifyingText(text)).toContain('a_number');
  });

  it.each(['receipt IOE1234567890', 'recibo EAC-21-123-45678', 'WAC 2190012345 approved', 'lin1234567890'])(
    'finds a receipt number in %j',
    (text) => {
      const kinds = findIdentifyingText(text);
      expect(kinds).toContain('receipt_number');
      expect(kinds).not.toContain('phone');
    },
  );

  it.each([
    'I live at 123 Main St',
    'come to 4500 W 5th Ave, apt 2',
    'the building at 77 Ocean Drive',
    'Vivo en 1200 Calle Ocho',
    'Calle Ocho 1234, Miami',
    'au 12 rue de la Paix',
    'Rua das Flores, 123',
    'nan 45 Ri Kapwa',
    'at 12 main street near the school',
    'Calle 8 #1234, Miami',
    'أسكن في ١٢ شارع النيل',
    'شارع النيل 12',
    '۴۵ روڈ کراچی',
    'میرا گھر ۱۲ گلی نمبر 4 میں ہے',
  ])('finds a street address in %j', (text) => {
    expect(findIdentifyingText(text)).toContain('address');
  });

  it.each([
    'My name is Maria Lopez',
    'me llamo Juan Pérez',
    'Je m’appelle Jean Baptiste',
    'Meu nome é Ana Souza',
    'mwen rele Jak Pòl',
    'اسمي أحمد علي',
    'میرا نام احمد خان ہے',
  ])('finds a full name in %j', (text) => {
    expect(findIdentifyingText(text)).toContain('full_name');
  });

  it.each([
    'I waited 3 hours on the road to the office',
    'We were 2 streets away when they arrived',
    'There were 5 cars on the avenue',
    'My interview took 45 minutes',
    'I paid $1,500 for the lawyer in 2023',
    'Mi hermano vive en Miami',
    'My name is on the list',
    'Il y avait 3 voitures dans la rue',
    'Case number 12345678',
    'We are a 100 percent sure',
    'رأيت 3 سيارات في الشارع',
    'سڑک پر بہت لوگ تھے',
  ])('finds nothing in an ordinary sentence: %j', (text) => {
    expect(findIdentifyingText(text)).toEqual([]);
  });

  it('lists each kind once, in a fixed order', () => {
    expect(
      findIdentifyingText('My name is Ana Ruiz, 305-555-0142, 305-555-0199, A123456789, 9 Elm St'),
    ).toEqual(['phone', 'a_number', 'address', 'full_name']);
  });
});

describe('looksLikeStreetAddress', () => {
  it('accepts a city or a neighbourhood', () => {
    expect(looksLikeStreetAddress('Little Havana, Miami')).toBe(false);
    expect(looksLikeStreetAddress('East Boston')).toBe(false);
    expect(looksLikeStreetAddress('Bronx')).toBe(false);
  });
  it('refuses an address', () => {
    expect(looksLikeStreetAddress('1450 NW 7th St')).toBe(true);
    expect(looksLikeStreetAddress('230 Calle Loíza')).toBe(true);
  });

  it.each([
    'A-number 123456789',
    'my A number is 12345678',
    'mi número A: 123456789',
    'numéro A 123 456 789',
  ])('finds an A-number named in words in %j', (text) => {
    expect(findIdentifyingText(text)).toContain('a_number');
  });

  it.each(['SSN 123456789', 'my social security is 123-45-6789', 'seguro social: 123456789', '123-45-6789'])(
    'finds a Social Security number in %j',
    (text) => {
      const kinds = findIdentifyingText(text);
      expect(kinds).toContain('ssn');
      expect(kinds).not.toContain('phone');
    },
  );

  it.each(['write to rosa.m@example.com', 'CORREO: Juan_22@gmail.com'])(
    'finds an email address in %j',
    (text) => {
      expect(findIdentifyingText(text)).toContain('email');
    },
  );

  it.each(['we were 123 people', 'meet @ the church', 'case 2024 was approved'])(
    'finds no SSN or email in %j',
    (text) => {
      const kinds = findIdentifyingText(text);
      expect(kinds).not.toContain('ssn');
      expect(kinds).not.toContain('email');
    },
  );
});

describe('how precise an enforcement report may be', () => {
  it.each([
    '42.3601, -71.0589',
    'corner of Main and Elm',
    'Main St & Elm St',
    'near 7-Eleven 500 Broadway',
    'Main and 5th',
    'esquina de Flores y Mesa',
    'entre Calle Ocho y la Ocho',
    'coin de la rue Saint-Denis',
    'carrefour Jean-Talon',
    'cruzamento da Rua Azul',
    'kwen Flatbush',
    'تقاطع شارع النيل',
    'كورنر المحطة',
    'چوک بازار',
    'کونا مسجد',
    'Elm/Main',
    'lot @ Walmart',
    'Walmart #12',
    'Route ٩',
    'Zone +',
  ])('refuses the area %j', (area) => {
    expect(isAreaTooPrecise(area)).toBe(true);
  });

  it.each([
    'Little Village',
    'East Boston',
    'Pequeña Habana',
    'Petite Haïti',
    'الحي الشرقي',
    'Jackson Heights',
  ])('accepts the area %j', (area) => {
    expect(isAreaTooPrecise(area)).toBe(false);
  });

  it.each(['ICE at 42.3601, -71.0589 now', 'agents at 40.7128° N, 74.0060° W', 'van at 123 Main St'])(
    'finds the place in the report text %j',
    (text) => {
      expect(isReportTextTooPrecise(text)).toBe(true);
    },
  );

  it('finds coordinates only where there are two decimal degrees', () => {
    expect(containsCoordinates('42.3601,-71.0589')).toBe(true);
    expect(containsCoordinates('it costs 3.50, 4.25 with tax')).toBe(false);
    expect(isReportTextTooPrecise('Agents seen near the park in East Boston this morning')).toBe(false);
  });
});
